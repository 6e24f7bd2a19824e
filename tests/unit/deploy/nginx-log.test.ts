import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const conf = readFileSync(path.resolve('deploy/nginx/nginx.conf'), 'utf8');
/** nginx variables that say who the visitor is (the default `combined` format has several). */
const IDENTIFYING =
  /\$(binary_)?remote_(addr|user)|\$realip_remote_addr|\$http_(x_forwarded_for|user_agent|referer|cookie)/;

describe("the proxy's request log", () => {
  it('uses a format of its own, never the default that holds the client address', () => {
    const logs = [...conf.matchAll(/^\s*access_log\s+([^;]+);/gm)].map((match) => match[1] ?? '');
    expect(logs.length).toBeGreaterThan(0);
    for (const log of logs) {
      const [, format] = log.trim().split(/\s+/);
      expect(format === 'site' || log.trim() === 'off', log).toBe(true);
    }
  });

  it('holds the time, request, status and request id, and nothing that names the visitor', () => {
    const format = /log_format site ([^;]+);/.exec(conf)?.[1] ?? '';
    for (const variable of [
      '$time_iso8601',
      '$request_method',
      '$request_uri',
      '$status',
      '$request_id',
    ]) {
      expect(format).toContain(variable);
    }
    expect(format).not.toMatch(IDENTIFYING);
  });
});
