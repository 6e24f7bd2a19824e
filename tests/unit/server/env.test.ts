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
      HTTP_HEADERS_TIMEOUT_MS: 10_000,
      HTTP_REQUEST_TIMEOUT_MS: 30_000,
      HTTP_KEEP_ALIVE_TIMEOUT_MS: 65_000,
      SHUTDOWN_DELAY_MS: 0,
      SHUTDOWN_SETTLE_MS: 1_000,
      SHUTDOWN_GRACE_MS: 10_000,
      SECURITY_CONTACT: [],
      SECURITY_LANGUAGES: 'en',
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
    [{ SHUTDOWN_GRACE_MS: '-1' }, 'SHUTDOWN_GRACE_MS'],
    [{ HTTP_HEADERS_TIMEOUT_MS: 'soon' }, 'HTTP_HEADERS_TIMEOUT_MS'],
    [{ SECURITY_CONTACT: 'security@example.com' }, 'SECURITY_CONTACT'],
    [{ SECURITY_EXPIRES: 'next year' }, 'SECURITY_EXPIRES'],
    [{ SECURITY_POLICY_URL: 'http://example.com/policy' }, 'SECURITY_POLICY_URL'],
  ])('fails fast with a message naming the variable: %o', (source, name) => {
    expect(() => parseEnv(source)).toThrow(ConfigError);
    expect(() => parseEnv(source)).toThrow(new RegExp(`${name}(\\[\\d+\\])?: `));
  });
});
