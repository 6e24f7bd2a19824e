import { Router } from 'express';
import { site } from '#content/site.ts';

export interface SecurityTxtOptions {
  readonly siteUrl: string;
  /** mailto:, https: or tel: URIs; the site's public address when none is configured. */
  readonly contacts: readonly string[];
  /** ISO 8601; defaults to 180 days after start-up (RFC 9116 asks for less than a year). */
  readonly expires?: string;
  readonly languages: string;
  readonly policyUrl?: string;
  readonly now?: Date;
}

const DEFAULT_LIFETIME_DAYS = 180;

export function buildSecurityTxt(options: SecurityTxtOptions): string {
  const contacts = options.contacts.length > 0 ? options.contacts : [`mailto:${site.email}`];
  const now = options.now ?? new Date();
  const expires = options.expires
    ? new Date(options.expires)
    : new Date(now.getTime() + DEFAULT_LIFETIME_DAYS * 86_400_000);
  const lines = [
    ...contacts.map((contact) => `Contact: ${contact}`),
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    `Preferred-Languages: ${options.languages
      .split(',')
      .map((tag) => tag.trim())
      .join(', ')}`,
    `Canonical: ${options.siteUrl}/.well-known/security.txt`,
    ...(options.policyUrl ? [`Policy: ${options.policyUrl}`] : []),
  ];
  return `${lines.join('\n')}\n`;
}

/** /.well-known/security.txt (RFC 9116), from configuration. */
export function securityTxtRoutes(options: SecurityTxtOptions): Router {
  const body = buildSecurityTxt(options);
  const router = Router();
  router.get('/.well-known/security.txt', (_req, res) => {
    res.type('text/plain; charset=utf-8').setHeader('Cache-Control', 'public, max-age=86400');
    res.send(body);
  });
  return router;
}
