import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The encoding nginx's map picks for an Accept-Encoding header: its regexes, in order, as PCRE runs them. */
function proxyEncoding(header: string): string {
  const conf = readFileSync(path.resolve('deploy/nginx/site-http.conf'), 'utf8');
  const block = /map \$http_accept_encoding \$site_encoding \{([\s\S]*?)\n\}/.exec(conf)?.[1] ?? '';
  for (const [, pattern = '', value = ''] of block.matchAll(/'~\*(.+)'\s+(\w+);/g)) {
    if (new RegExp(pattern, 'i').test(header)) return value;
  }
  return '';
}

describe("the proxy's encoding by q-value", () => {
  it.each([
    ['br;q=0.9, gzip;q=0.8', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip;q=1.0, br;q=0.001', 'br'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['br;q=0.000, gzip', 'gzip'],
    ['BR; Q=0.0, GZIP', 'gzip'],
    ['gzip;q=0, br;q=0', ''],
    ['identity', ''],
    ['', ''],
  ])('%s gets %s', (header, expected) => {
    expect(proxyEncoding(header)).toBe(expected);
  });
});
