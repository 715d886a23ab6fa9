export interface ExpertService {
  title: string;
  desc: string;
}

export const EXPERT_SERVICES: ExpertService[] = [
  { title: 'Stain treatment', desc: 'Turmeric, oil, tea, ink and lipstick stains pre-treated by hand before washing.' },
  { title: 'Steam pressing', desc: 'Crisp collars and sharp creases without shine marks on dark fabrics.' },
  { title: 'Zari & embroidery care', desc: 'Pattu sarees, lehengas and sherwanis cleaned with zari and stonework protected.' },
  { title: 'Woollens & blankets', desc: 'Sweaters, shawls, blankets and razais cleaned without shrinking or felting.' },
  { title: 'Leather jackets & bags', desc: 'Leather and suede cleaned and conditioned so they stay soft.' },
  { title: 'Sofa & carpet shampooing', desc: 'Deep cleaning for sofas and carpets of any size, priced after inspection.' },
  { title: 'School uniforms', desc: 'Weekly uniform plans for busy families: washed, ironed and ready on Monday.' },
  { title: 'Offices, hostels & hotels', desc: 'Bulk and subscription discounts for offices, PG hostels, clinics and hotels.' },
];
