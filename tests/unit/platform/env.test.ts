import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from '#server/env.ts';

describe('parseEnv', () => {
  it('has the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      SITE_URL: 'http://localhost:3000',
      LOG_LEVEL: 'info',
      IMAGE_PROBE_HOSTS: [],
    });
  });

  it('normalises the site URL to an origin and the probe hosts to a list', () => {
    const env = parseEnv({
      SITE_URL: 'https://www.example.com/',
      IMAGE_PROBE_HOSTS: ' Images.Example.com., cdn.example.com ',
    });
    expect(env.SITE_URL).toBe('https://www.example.com');
    expect(env.IMAGE_PROBE_HOSTS).toEqual(['images.example.com', 'cdn.example.com']);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ SITE_URL: 'not a url' }, 'SITE_URL'],
    [{ SITE_URL: 'https://example.com/blog' }, 'SITE_URL'],
    [{ SITE_URL: 'ftp://example.com' }, 'SITE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ IMAGE_PROBE_HOSTS: 'http://x.com/' }, 'IMAGE_PROBE_HOSTS'],
  ])('fails fast with a message naming the variable: %o', (source, name) => {
    expect(() => parseEnv(source)).toThrow(ConfigError);
    expect(() => parseEnv(source)).toThrow(new RegExp(`${name}(\\[\\d+\\])?: `));
  });
});
