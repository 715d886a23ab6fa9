/** Money travels as rupees (numbers, up to 2 decimals) and is stored as integer paise. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function fromPaise(paise: number): number {
  return paise / 100;
}

const inrFormatter = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** "₹1,23,456.5" in the Indian grouping. */
export function formatInr(rupees: number): string {
  return inrFormatter.format(rupees);
}
