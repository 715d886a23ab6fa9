/** Money travels as rupees (numbers, up to 2 decimals) and is stored as integer paise. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function fromPaise(paise: number): number {
  return paise / 100;
}

const whole = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const withPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "₹1,23,456" or "₹1,250.50": Indian grouping, paise shown only when there are any. */
export function formatInr(rupees: number): string {
  return Number.isInteger(Math.round(rupees * 100) / 100) ? whole.format(rupees) : withPaise.format(rupees);
}
