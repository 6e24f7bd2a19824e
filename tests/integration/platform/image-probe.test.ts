import type { lookup, LookupAddress } from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageProbeRoutes } from '#server/routes/image-probe.ts';
import { createTestApp, TEST_SITE_URL } from '../app-harness.ts';

const app = createTestApp({ env: { IMAGE_PROBE_HOSTS: 'images.example.com, cdn.example.com' } });

const probe = (url: string) => request(app).get('/api/image-probe').query({ url });

describe('image probe: input', () => {
  it('needs a url', async () => {
    expect((await request(app).get('/api/image-probe')).status).toBe(400);
    expect((await probe('')).status).toBe(400);
  });

  it.each(['http://', 'https://exa mple.com/x.png', 'http://[::1', 'http://%zz/'])(
    'refuses a malformed URL: %s',
    async (url) => {
      expect((await probe(url)).status).toBe(400);
    },
  );

  it.each([
    'ftp://images.example.com/a.png',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'data:image/png;base64,AA',
  ])('refuses a scheme other than http(s): %s', async (url) => {
    expect((await probe(url)).status).toBe(400);
  });
});

describe('image probe: same-site images are checked on disk', () => {
  it('finds an existing image by path or absolute URL', async () => {
    for (const url of ['/images/placeholder.svg', `${TEST_SITE_URL}/images/placeholder.svg`]) {
      const response = await probe(url);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ ok: true, contentType: 'image/svg+xml' });
    }
  });

  it('answers 404 for a missing file, a non-image or an escape attempt', async () => {
    for (const url of [
      '/images/nope.png',
      '/favicon.svg',
      '/images/%2e%2e/favicon.svg',
      '/images/..%2f..%2fpackage.json',
    ]) {
      const response = await probe(url);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ ok: false });
    }
  });

  it('answers HEAD too', async () => {
    expect(
      (await request(app).head('/api/image-probe').query({ url: '/images/placeholder.svg' }))
        .status,
    ).toBe(200);
  });
});

describe('image probe: SSRF', () => {
  it.each([
    'http://169.254.169.254/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://017700000001/',
    'http://127.1/',
    'http://0/',
    'http://10.0.0.1/a.png',
    'http://172.16.5.4/a.png',
    'http://192.168.1.1/a.png',
    'http://100.64.0.1/a.png',
    'http://224.0.0.1/a.png',
    'http://[fd00:ec2::254]/',
    'http://[fe80::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[64:ff9b::a00:1]/',
    'http://localhost/a.png',
    'http://images.example.com.evil.test/a.png',
    'http://8.8.8.8/a.png',
    'http://images.example.com:8080/a.png',
    'http://user:pass@images.example.com/a.png',
  ])('refuses %s', async (url) => {
    const response = await probe(url);
    expect([400, 403]).toContain(response.status);
    expect(response.body.ok).toBe(false);
  });

  it('answers exactly 403 for the metadata, loopback and integer-notation hosts', async () => {
    for (const url of ['http://169.254.169.254/', 'http://[::1]/', 'http://2130706433/']) {
      expect((await probe(url)).status).toBe(403);
    }
  });
});

describe('image probe: remote hosts (against a local upstream)', () => {
  let upstream: http.Server;
  let port: number;
  const hits: string[] = [];

  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      hits.push(`${req.method} ${req.url}`);
      if (req.url === '/cat.png') res.writeHead(200, { 'Content-Type': 'image/png' }).end();
      else if (req.url === '/page') res.writeHead(200, { 'Content-Type': 'text/html' }).end();
      else if (req.url === '/moved') res.writeHead(302, { Location: '/cat.png' }).end();
      else if (req.url === '/slow') setTimeout(() => res.writeHead(200).end(), 2_000);
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    port = (upstream.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));

  /** DNS of the test: allowed names point at the upstream, `rebind` at a private address. */
  const fakeResolve = ((
    hostname: string,
    _options: object,
    callback: (error: Error | null, addresses: LookupAddress[]) => void,
  ) => {
    const addresses: Record<string, LookupAddress[]> = {
      'images.example.com': [{ address: '127.0.0.1', family: 4 }],
      'rebind.example.com': [
        { address: '127.0.0.1', family: 4 },
        { address: '10.1.2.3', family: 4 },
      ],
    };
    callback(null, addresses[hostname] ?? []);
  }) as unknown as typeof lookup;

  function probeApp() {
    const probeApp = express();
    probeApp.use(
      imageProbeRoutes({
        siteUrl: TEST_SITE_URL,
        imagesDir: path.resolve('public/images'),
        allowedHosts: ['images.example.com', 'rebind.example.com'],
        allowedPorts: [String(port)],
        timeoutMs: 300,
        resolve: fakeResolve,
        // Only the upstream's loopback address stands in for "public" here.
        isAddressAllowed: (address) => address === '127.0.0.1',
      }),
    );
    return probeApp;
  }
  const remote = (pathname: string, host = 'images.example.com') =>
    request(probeApp())
      .get('/api/image-probe')
      .query({ url: `http://${host}:${port}${pathname}` });

  it('reports an image with its type, using HEAD only', async () => {
    const response = await remote('/cat.png');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true, contentType: 'image/png' });
    expect(hits.at(-1)).toBe('HEAD /cat.png');
  });

  it('answers 404 for a non-image, a missing file and a redirect (not followed)', async () => {
    expect((await remote('/page')).status).toBe(404);
    expect((await remote('/missing.png')).status).toBe(404);
    const before = hits.length;
    expect((await remote('/moved')).status).toBe(404);
    expect(hits.slice(before)).toEqual(['HEAD /moved']);
  });

  it('refuses a name that resolves to any refused address, at connect time', async () => {
    const before = hits.length;
    const response = await remote('/cat.png', 'rebind.example.com');
    expect(response.status).toBe(403);
    expect(hits.length).toBe(before);
  });

  it('gives up after its timeout', async () => {
    const started = Date.now();
    const response = await remote('/slow');
    expect(response.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});
