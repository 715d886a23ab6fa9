/** Spec section 3: a service card (title, desc, img); not the order's Service of the shared contract. */
export interface ServiceCard {
  title: string;
  desc: string;
  img: string;
  alt: string;
}

export const SERVICE_CARDS: ServiceCard[] = [
  {
    title: 'Wash & Fold',
    desc: 'Everyday clothes sorted by colour, washed with mild detergent, dried and neatly folded. Back at your door in 24 hours.',
    img: '/images/services/wash-fold.svg',
    alt: 'A washing machine next to a stack of folded clothes',
  },
  {
    title: 'Wash & Iron',
    desc: 'Washed, steam-ironed and packed on hangers or folded, so shirts, uniforms and trousers are ready to wear. From ₹29 a piece.',
    img: '/images/services/wash-iron.svg',
    alt: 'A white shirt on a hanger beside a steam iron',
  },
  {
    title: 'Dry Cleaning',
    desc: 'Suits, blazers, sherwanis, jackets and woollens cleaned with gentle solvents and finished by hand in 72 hours.',
    img: '/images/services/dry-clean.svg',
    alt: 'Two suits in clear garment covers on a rack',
  },
  {
    title: 'Premium Garment Care',
    desc: 'Silk and pattu sarees, lehengas and bridal wear cleaned one at a time, with zari and embroidery protected.',
    img: '/images/services/premium-care.svg',
    alt: 'Folded silk sarees with gold borders and a saree in a garment cover',
  },
  {
    title: 'Shoe & Leather Care',
    desc: 'Sports, canvas, leather and suede shoes deep-cleaned, deodorised and dried in 3–5 days. From ₹200 a pair.',
    img: '/images/services/shoe-care.svg',
    alt: 'A cleaned sneaker with a shoe brush and soap bubbles',
  },
  {
    title: 'Curtains, Carpets & Home Linen',
    desc: 'Curtains, bed covers, blankets and razais, plus carpet and sofa shampooing quoted after a free inspection.',
    img: '/images/services/home-linen.svg',
    alt: 'A curtain, a sofa and a patterned carpet',
  },
];
