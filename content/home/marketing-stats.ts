import type { Stat } from '../schema/sections.ts';

/** The home page's platform figures, exactly as marketing states them. */
export const marketingStats: readonly Stat[] = [
  { value: '2M+', label: 'Businesses' },
  { value: '1.37B', label: 'Monthly messages' },
  { value: '194M', label: 'Monthly leads' },
  { value: '19M', label: 'Monthly conversations' },
];
