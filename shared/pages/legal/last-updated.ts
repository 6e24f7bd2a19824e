import { useEffect, useState } from 'react';

/** The calendar day of an instant in UTC, as YYYY-MM-DD: the same for every visitor. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The calendar day of an instant in the browser's own time zone, as YYYY-MM-DD. */
export function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Today's date for the terms' "Last updated" line. The server renders its UTC day (passed in
 * through loader data, so hydration sees the same value even from a cached page); after
 * hydration the browser switches to the visitor's local day if it differs.
 */
export function useToday(serverDay: string): string {
  const [day, setDay] = useState(serverDay);
  useEffect(() => {
    const local = localDay(new Date());
    if (local !== serverDay) setDay(local);
  }, [serverDay]);
  return day;
}
