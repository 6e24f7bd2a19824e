import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from '#server/ops/env.ts';

describe('page cache and render settings', () => {
  it('has the documented defaults', () => {
    expect(parseEnv({})).toMatchObject({
      PAGE_CACHE: 'on',
      PAGE_CACHE_MB: 32,
      RENDER_CONCURRENCY: availableParallelism(),
      RENDER_QUEUE_LENGTH: 100,
    });
  });

  it('reads the switch, the size and the limits', () => {
    const env = parseEnv({
      PAGE_CACHE: 'off',
      PAGE_CACHE_MB: '8',
      RENDER_CONCURRENCY: '3',
      RENDER_QUEUE_LENGTH: '0',
    });
    expect(env).toMatchObject({
      PAGE_CACHE: 'off',
      PAGE_CACHE_MB: 8,
      RENDER_CONCURRENCY: 3,
      RENDER_QUEUE_LENGTH: 0,
    });
  });

  it.each([
    [{ PAGE_CACHE: 'yes' }, 'PAGE_CACHE'],
    [{ PAGE_CACHE_MB: '0' }, 'PAGE_CACHE_MB'],
    [{ PAGE_CACHE_MB: 'lots' }, 'PAGE_CACHE_MB'],
    [{ RENDER_CONCURRENCY: '0' }, 'RENDER_CONCURRENCY'],
    [{ RENDER_QUEUE_LENGTH: '-1' }, 'RENDER_QUEUE_LENGTH'],
  ])('fails fast with a message naming the variable: %o', (source, name) => {
    expect(() => parseEnv(source)).toThrow(ConfigError);
    expect(() => parseEnv(source)).toThrow(new RegExp(`${name}: `));
  });
});
