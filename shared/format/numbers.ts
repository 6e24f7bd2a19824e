/** Numbers as the site shows them: US English, whole dollars. */

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const count = new Intl.NumberFormat('en-US');

/** Whole US dollars with thousands separators: 10764 -> "$10,764", 1234.5 -> "$1,235". */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

/** A count with thousands separators: 12500 -> "12,500". */
export function formatCount(value: number): string {
  return count.format(value);
}
