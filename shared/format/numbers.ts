/**
 * Numbers as the site shows them: US English, whole dollars. Whole numbers are grouped here
 * rather than by `Intl.NumberFormat`: the first formatter a page creates loads the browser's
 * locale data, 50-100 ms on a slow phone's CPU before the page can hydrate
 * (docs/performance.md). Anything else (fractions, huge or non-finite values) goes to `Intl`,
 * created on first use; a property test holds both to the same output.
 */

let usdFormat: Intl.NumberFormat | undefined;
let countFormat: Intl.NumberFormat | undefined;

/** A whole, non-negative number with a comma between each group of three digits. */
function groupThousands(whole: number): string {
  const digits = String(whole);
  let grouped = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let at = grouped.length; at < digits.length; at += 3)
    grouped += `,${digits.slice(at, at + 3)}`;
  return grouped;
}

/** Intl's sign: a minus for any negative number, -0 included. */
const minusSign = (value: number) => (value < 0 || Object.is(value, -0) ? '-' : '');

/** Whole US dollars with thousands separators: 10764 -> "$10,764", 1234.5 -> "$1,235". */
export function formatUsd(amount: number): string {
  // Half away from zero, as Intl rounds.
  const whole = Math.round(Math.abs(amount));
  if (!Number.isSafeInteger(whole)) {
    usdFormat ??= new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    return usdFormat.format(amount);
  }
  return `${minusSign(amount)}$${groupThousands(whole)}`;
}

/** A count with thousands separators: 12500 -> "12,500". */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) {
    countFormat ??= new Intl.NumberFormat('en-US');
    return countFormat.format(value);
  }
  return `${minusSign(value)}${groupThousands(Math.abs(value))}`;
}
