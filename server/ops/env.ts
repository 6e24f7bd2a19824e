import * as z from 'zod';
import { cpuLimit } from './cpu-quota.ts';
import type { LeadSettings } from '../leads/lead-intake.ts';
import { parseTrustProxy } from '../http/trust-proxy.ts';

const hostnameList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((host) => host.trim().toLowerCase().replace(/\.$/, ''))
      .filter(Boolean),
  )
  .pipe(
    z.array(
      z
        .string()
        .regex(
          /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/,
          {
            message: 'each entry must be a plain host name such as images.example.com',
          },
        ),
    ),
  );

/** Where to report vulnerabilities: mailto:, https: or tel: URIs, comma-separated. */
const contactList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(
    z.array(
      z.string().regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+|tel:\+?[\d-]+)$/, {
        message: 'each entry must be a mailto:, https:// or tel: URI',
      }),
    ),
  );

/** Compose and Kubernetes pass an unset variable as an empty string: treat it as unset. */
const blankIsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

/** A duration in milliseconds, from 0 to 10 minutes. */
const milliseconds = (fallback: number) =>
  z.coerce.number().int().min(0).max(600_000).default(fallback);

const retryMilliseconds = z.coerce.number().int().min(10).max(600_000);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  // Required in production (see parseEnv): canonical links, Open Graph, the sitemap and RSS
  // are built from it, and a silent localhost default would publish them all wrong.
  SITE_URL: blankIsUnset(
    z
      .url({ protocol: /^https?$/ })
      .optional()
      .refine(
        (value) =>
          value === undefined ||
          (URL.canParse(value) && new URL(value).pathname === '/' && !new URL(value).search),
        {
          message: 'must be an origin such as https://www.example.com (no path or query)',
        },
      )
      .transform((value) => (value === undefined ? undefined : new URL(value).origin)),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  IMAGE_PROBE_HOSTS: hostnameList,
  /** `off` renders every request (for comparison and debugging); `on` serves repeats from memory. */
  PAGE_CACHE: z.enum(['on', 'off']).default('on'),
  PAGE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(32),
  /**
   * Renders are CPU-bound: more at once than cores only adds memory and latency. The default is
   * the container's CPU quota (cgroup v1 or v2) when one is set, else the cores Node sees.
   */
  RENDER_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(256)
    .default(() => cpuLimit()),
  RENDER_QUEUE_LENGTH: z.coerce.number().int().min(0).max(10_000).default(100),
  // Transport limits and shutdown: see docs/operations.md for how to set them.
  HTTP_HEADERS_TIMEOUT_MS: milliseconds(10_000),
  HTTP_REQUEST_TIMEOUT_MS: milliseconds(30_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: milliseconds(65_000),
  SHUTDOWN_DELAY_MS: milliseconds(0),
  SHUTDOWN_SETTLE_MS: milliseconds(1_000),
  SHUTDOWN_GRACE_MS: milliseconds(10_000),
  /** Prometheus metrics on their own port, never the public one; off when unset. */
  METRICS_PORT: blankIsUnset(z.coerce.number().int().min(1).max(65535).optional()),
  /** Where the metrics port listens; defaults to HOST. */
  METRICS_HOST: blankIsUnset(z.string().min(1).optional()),
  // /.well-known/security.txt (RFC 9116).
  SECURITY_CONTACT: contactList,
  SECURITY_EXPIRES: z.iso.datetime({ offset: true }).optional(),
  SECURITY_LANGUAGES: z
    .string()
    .regex(/^[a-zA-Z-]+(\s*,\s*[a-zA-Z-]+)*$/, { message: 'must be language tags such as en, es' })
    .default('en'),
  SECURITY_POLICY_URL: z.url({ protocol: /^https$/ }).optional(),
  /**
   * Proxies whose X-Forwarded-For is believed (the client's address for the per-address limit):
   * a hop count or a list of names, addresses and ranges. Loopback only by default.
   */
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((value, context) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        context.addIssue({
          code: 'custom',
          message: `a hop count or proxy addresses (loopback, 10.0.0.0/8, ...): ${(error as Error).message}`,
        });
        return z.NEVER;
      }
    }),
  // Leads (form submissions): see docs/leads.md.
  /** The embedded store's directory (leads.sqlite); a volume in a container. */
  DATA_DIR: z.string().min(1).default('data'),
  /** PostgreSQL instead of the embedded file, shared by every replica. */
  DATABASE_URL: blankIsUnset(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  LEADS_WEBHOOK_URL: blankIsUnset(z.url({ protocol: /^https?$/ }).optional()),
  /** Standard Webhooks' secret: `whsec_` and the base64 of at least 24 random bytes. */
  LEADS_WEBHOOK_SECRET: blankIsUnset(
    z
      .string()
      .regex(/^whsec_[A-Za-z0-9+/]{32,}={0,2}$/, {
        message:
          'must be whsec_ followed by base64 (24 or more random bytes), as Standard Webhooks receivers expect: `echo whsec_$(openssl rand -base64 32)`',
      })
      .optional(),
  ),
  /** E-mail to the owner: the SMTP server to send through, and the owner's address. */
  SMTP_URL: blankIsUnset(z.url({ protocol: /^smtps?$/ }).optional()),
  LEADS_NOTIFY_EMAIL: blankIsUnset(z.email().optional()),
  /** The From address of those messages; `leads@` the site's host by default. */
  LEADS_NOTIFY_FROM: blankIsUnset(z.email().optional()),
  /** The first retry of a failed delivery (webhook or e-mail); doubled per attempt up to an hour. */
  LEADS_DELIVERY_RETRY_MS: blankIsUnset(retryMilliseconds.optional()),
  /** Its name before e-mail was sent through the outbox too: still read, with a warning. */
  LEADS_WEBHOOK_RETRY_MS: blankIsUnset(retryMilliseconds.optional()),
  LEADS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  /** Submissions per client address per hour; 0 turns the limit off. */
  LEADS_RATE_LIMIT: z.coerce.number().int().min(0).max(100_000).default(20),
  /**
   * Signs preview links of drafts and scheduled posts (docs/writing.md); unset, previews are off.
   * Changing or erasing it revokes every link made with it.
   */
  PREVIEW_SECRET: blankIsUnset(
    z
      .string()
      .min(32, {
        message: 'must be at least 32 characters, e.g. the output of `openssl rand -base64 32`',
      })
      .optional(),
  ),
});

const DEVELOPMENT_SITE_URL = 'http://localhost:3000';

const checkedEnvSchema = envSchema
  .superRefine((env, context) => {
    if (env.NODE_ENV === 'production' && env.SITE_URL === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['SITE_URL'],
        message:
          "is required in production: the site's public origin, such as https://www.example.com (canonical links, Open Graph, the sitemap and RSS are built from it)",
      });
    }
    if (env.LEADS_WEBHOOK_URL !== undefined && env.LEADS_WEBHOOK_SECRET === undefined) {
      // Standard Webhooks receivers refuse a message without a signature.
      context.addIssue({
        code: 'custom',
        path: ['LEADS_WEBHOOK_SECRET'],
        message:
          'is needed with LEADS_WEBHOOK_URL: the receiver verifies each message with it (Standard Webhooks); make one with `echo whsec_$(openssl rand -base64 32)`',
      });
    }
    if ((env.SMTP_URL === undefined) !== (env.LEADS_NOTIFY_EMAIL === undefined)) {
      context.addIssue({
        code: 'custom',
        path: [env.SMTP_URL === undefined ? 'SMTP_URL' : 'LEADS_NOTIFY_EMAIL'],
        message: 'is needed too: SMTP_URL and LEADS_NOTIFY_EMAIL e-mail each new lead together',
      });
    }
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
      context.addIssue({
        code: 'custom',
        path: ['METRICS_PORT'],
        message: 'must differ from PORT: metrics are never served on the public port',
      });
    }
  })
  .transform((env) => ({
    ...env,
    SITE_URL: env.SITE_URL ?? DEVELOPMENT_SITE_URL,
    METRICS_HOST: env.METRICS_HOST ?? env.HOST,
    LEADS_DELIVERY_RETRY_MS: env.LEADS_DELIVERY_RETRY_MS ?? env.LEADS_WEBHOOK_RETRY_MS ?? 5_000,
  }));

export type Env = z.infer<typeof checkedEnvSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once at start-up; a bad value stops the process with a clear message. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = checkedEnvSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const [name = '(env)', ...rest] = issue.path.map(String);
    return `  ${name}${rest.map((index) => `[${index}]`).join('')}: ${issue.message}`;
  });
  throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
}

/** Lines for the start-up log about settings still read under a former name. */
export function deprecatedSettings(source: NodeJS.ProcessEnv): string[] {
  const isSet = (name: string) => (source[name] ?? '') !== '';
  if (!isSet('LEADS_WEBHOOK_RETRY_MS')) return [];
  return [
    isSet('LEADS_DELIVERY_RETRY_MS')
      ? 'LEADS_WEBHOOK_RETRY_MS is deprecated and ignored: LEADS_DELIVERY_RETRY_MS is set'
      : 'LEADS_WEBHOOK_RETRY_MS is deprecated: rename it LEADS_DELIVERY_RETRY_MS (it paces e-mail retries too); read as that for now',
  ];
}

/** Whether an origin names this machine (a local try-out, never a public site). */
export function isLoopbackOrigin(origin: string): boolean {
  const host = new URL(origin).hostname;
  return host === 'localhost' || host === '[::1]' || /^127\./.test(host);
}

/** The lead intake's settings from the environment. */
export function leadSettings(env: Env): LeadSettings {
  return {
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    retentionDays: env.LEADS_RETENTION_DAYS,
    ratePerHour: env.LEADS_RATE_LIMIT,
    webhook:
      env.LEADS_WEBHOOK_URL && env.LEADS_WEBHOOK_SECRET
        ? { url: env.LEADS_WEBHOOK_URL, secret: env.LEADS_WEBHOOK_SECRET }
        : undefined,
    email:
      env.SMTP_URL && env.LEADS_NOTIFY_EMAIL
        ? {
            smtpUrl: env.SMTP_URL,
            to: env.LEADS_NOTIFY_EMAIL,
            from: env.LEADS_NOTIFY_FROM ?? `leads@${new URL(env.SITE_URL).hostname}`,
          }
        : undefined,
    retry: {
      retryMs: env.LEADS_DELIVERY_RETRY_MS,
      maxRetryMs: Math.max(env.LEADS_DELIVERY_RETRY_MS, 3_600_000),
    },
  };
}
