/**
 * SIGTERM to the built server with 60 requests on the wire: during the warm start (just after
 * /healthz is 200), once ready (/readyz 200), and once ready with a CPU-bound process competing
 * for the cores. Every request the kernel accepted before the signal is answered in full.
 * SHUTDOWN_TEST_PORT picks the port (a free one otherwise).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { probeShutdown, type ShutdownMoment } from '../../../bench/shutdown-probe.ts';
import { freePort } from '../free-port.ts';

const distDir = path.resolve(process.env.TEST_DIST ?? 'dist');
const port = async () => Number(process.env.SHUTDOWN_TEST_PORT ?? 0) || (await freePort());

describe('SIGTERM with 60 requests on the wire', () => {
  const moments: readonly [ShutdownMoment, string][] = [
    ['warming', 'during the warm start'],
    ['ready', 'once ready'],
    ['contention', 'once ready, with the cores busy with other work'],
  ];
  for (const [moment, when] of moments) {
    it(`answers all 60 ${when} and exits 0`, { timeout: 180_000 }, async () => {
      const result = await probeShutdown({ distDir, port: await port(), moment });
      expect({ answered: result.answered, lost: result.lostReasons }).toEqual({
        answered: 60,
        lost: {},
      });
      expect(result.exitCode).toBe(0);
    });
  }
});
