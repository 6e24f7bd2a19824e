import { describe, expect, it } from 'vitest';
import { escapeNonAscii } from '../../../scripts/ascii-source.ts';

describe('the server bundle as ASCII', () => {
  it('escapes each code unit past U+007F and leaves ASCII alone', () => {
    const source = 'const a = 1; // a dash — and ¥\n/* 😀 */ const b = "plain";';
    const escaped = escapeNonAscii(source);
    expect(escaped).toBe(
      'const a = 1; // a dash \\u2014 and \\u00a5\n/* \\ud83d\\ude00 */ const b = "plain";',
    );
    expect(escaped).not.toMatch(/[\u0080-\uffff]/);
    expect(escapeNonAscii('export const x = "\\u2014";')).toBe('export const x = "\\u2014";');
  });

  it('means the same wherever esbuild would have left such a character', () => {
    const source = 'export default ["—", /¥+/.test("¥¥"), `😀`.length];';
    const run = (code: string) =>
      new Function(code.replace('export default', 'return'))() as unknown;
    expect(run(escapeNonAscii(source))).toEqual(run(source));
  });
});
