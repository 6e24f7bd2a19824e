import { describe, expect, it } from 'vitest';
import { serializeJsonForScript } from '#shared/seo/json-ld.ts';

describe('serializeJsonForScript', () => {
  it('cannot close the script element or open a comment', () => {
    const text = serializeJsonForScript({
      name: '</script><script>alert(1)</script><!-- & \u2028\u2029',
    });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({
      name: '</script><script>alert(1)</script><!-- & \u2028\u2029',
    });
  });
});
