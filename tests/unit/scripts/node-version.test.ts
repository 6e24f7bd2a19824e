import { describe, expect, it } from 'vitest';
import { nodeTooOld } from '../../../scripts/node-version.ts';

describe('the Node the build and `npm run dev` need', () => {
  it('is 22.13 or newer: older, they stop at once, saying what to run', () => {
    expect(nodeTooOld('20.19.5')).toBe(
      'Node 22.13 or newer is needed (found 20.19.5): run `npm start`/`npm test`, which bring Node 24, or install it',
    );
    expect(nodeTooOld('22.12.0')).toMatch(/^Node 22\.13 or newer is needed \(found 22\.12\.0\)/);
    expect(nodeTooOld('8.17.0')).not.toBeNull();
  });

  it('lets 22.13, 23 and 24 through', () => {
    expect(['22.13.0', '22.21.1', '23.0.0', '24.21.0'].map(nodeTooOld)).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});
