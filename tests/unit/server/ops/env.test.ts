import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  deprecatedSettings,
  isLoopbackOrigin,
  leadSettings,
  parseEnv,
} from '#server/ops/env.ts';

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
    [{ NODE_ENV: 'production' }, 'SITE_URL'],
    [{ NODE_ENV: 'production', SITE_URL: '' }, 'SITE_URL'],
    [{ METRICS_PORT: '3000' }, 'METRICS_PORT'],
    [{ METRICS_PORT: 'metrics' }, 'METRICS_PORT'],
  ])('fails fast with a message naming the variable: %o', (source, name) => {
    expect(() => parseEnv(source)).toThrow(ConfigError);
    expect(() => parseEnv(source)).toThrow(new RegExp(`${name}(\\[\\d+\\])?: `));
  });

  it('requires SITE_URL in production, and names what it is for', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      "SITE_URL: is required in production: the site's public origin, such as https://www.example.com",
    );
    expect(parseEnv({ NODE_ENV: 'production', SITE_URL: 'https://www.example.com' }).SITE_URL).toBe(
      'https://www.example.com',
    );
  });

  it('keeps metrics off unless METRICS_PORT is set, on HOST unless METRICS_HOST says otherwise', () => {
    expect(parseEnv({ METRICS_PORT: '' })).toMatchObject({ METRICS_PORT: undefined });
    expect(parseEnv({ HOST: '127.0.0.1', METRICS_PORT: '9464' })).toMatchObject({
      METRICS_PORT: 9464,
      METRICS_HOST: '127.0.0.1',
    });
    expect(parseEnv({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).METRICS_HOST).toBe(
      '10.0.0.5',
    );
  });

  it('tells a loopback SITE_URL from a public one', () => {
    expect(isLoopbackOrigin('http://localhost:3000')).toBe(true);
    expect(isLoopbackOrigin('http://127.0.0.1:3450')).toBe(true);
    expect(isLoopbackOrigin('https://www.example.com')).toBe(false);
  });
});

describe('lead settings', () => {
  const secret = `whsec_${Buffer.from('0123456789abcdef0123456789abcdef').toString('base64')}`;

  it('default to the embedded store under ./data, no delivery, a year, 20 an hour', () => {
    expect(leadSettings(parseEnv({}))).toEqual({
      dataDir: 'data',
      databaseUrl: undefined,
      retentionDays: 365,
      ratePerHour: 20,
      webhook: undefined,
      email: undefined,
      retry: { retryMs: 5000, maxRetryMs: 3_600_000 },
    });
  });

  it('take PostgreSQL, a signed webhook and e-mail to the owner from the environment', () => {
    const settings = leadSettings(
      parseEnv({
        SITE_URL: 'https://www.example.com',
        DATABASE_URL: 'postgres://site:secret@db:5432/leads',
        LEADS_WEBHOOK_URL: 'https://hooks.example.com/leads',
        LEADS_WEBHOOK_SECRET: secret,
        LEADS_DELIVERY_RETRY_MS: '2000',
        LEADS_RETENTION_DAYS: '30',
        LEADS_RATE_LIMIT: '0',
        SMTP_URL: 'smtps://user:pass@mail.example.com:465',
        LEADS_NOTIFY_EMAIL: 'owner@example.com',
      }),
    );
    expect(settings).toEqual({
      dataDir: 'data',
      databaseUrl: 'postgres://site:secret@db:5432/leads',
      retentionDays: 30,
      ratePerHour: 0,
      webhook: { url: 'https://hooks.example.com/leads', secret },
      email: {
        smtpUrl: 'smtps://user:pass@mail.example.com:465',
        to: 'owner@example.com',
        from: 'leads@www.example.com',
      },
      retry: { retryMs: 2000, maxRetryMs: 3_600_000 },
    });
  });

  it('read the retry setting under its former name too, saying so at start-up', () => {
    const retryOf = (source: Record<string, string>) => leadSettings(parseEnv(source)).retry;
    expect(retryOf({ LEADS_WEBHOOK_RETRY_MS: '2000' })).toEqual({
      retryMs: 2000,
      maxRetryMs: 3_600_000,
    });
    expect(deprecatedSettings({ LEADS_WEBHOOK_RETRY_MS: '2000' })).toEqual([
      'LEADS_WEBHOOK_RETRY_MS is deprecated: rename it LEADS_DELIVERY_RETRY_MS (it paces e-mail retries too); read as that for now',
    ]);
    // Both set: the new name wins, and the old one is said to be ignored.
    const both = { LEADS_WEBHOOK_RETRY_MS: '2000', LEADS_DELIVERY_RETRY_MS: '3000' };
    expect(retryOf(both)?.retryMs).toBe(3000);
    expect(deprecatedSettings(both)).toEqual([
      'LEADS_WEBHOOK_RETRY_MS is deprecated and ignored: LEADS_DELIVERY_RETRY_MS is set',
    ]);
    // Compose passes an unset variable as an empty string: not a use of the old name.
    expect(deprecatedSettings({ LEADS_WEBHOOK_RETRY_MS: '', LEADS_DELIVERY_RETRY_MS: '' })).toEqual(
      [],
    );
    expect(retryOf({ LEADS_WEBHOOK_RETRY_MS: '' })?.retryMs).toBe(5000);
    expect(() => parseEnv({ LEADS_DELIVERY_RETRY_MS: '5' })).toThrow(/LEADS_DELIVERY_RETRY_MS/);
  });

  it('refuses a database that is not PostgreSQL, a secret not in whsec_ form or missing, half an e-mail setup and a retention of 0 days', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://db/leads' })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ LEADS_WEBHOOK_SECRET: 'a-plain-secret-of-some-length' })).toThrow(
      /LEADS_WEBHOOK_SECRET: must be whsec_/,
    );
    expect(() => parseEnv({ LEADS_WEBHOOK_URL: 'https://hooks.example.com/leads' })).toThrow(
      /LEADS_WEBHOOK_SECRET: is needed with LEADS_WEBHOOK_URL/,
    );
    expect(() => parseEnv({ SMTP_URL: 'smtp://mail.example.com' })).toThrow(/LEADS_NOTIFY_EMAIL/);
    expect(() => parseEnv({ LEADS_NOTIFY_EMAIL: 'owner@example.com' })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ LEADS_RETENTION_DAYS: '0' })).toThrow(/LEADS_RETENTION_DAYS/);
  });
});
