/**
 * `npm run bench:phone` (also part of `npm run bench`): the phone run (phone.ts) against this
 * build and, alternating with it in the same run, any others: BENCH_BASELINE_DIST (labelled
 * "before") and BENCH_PHONE_BUILDS (`label=folder,label=folder`, e.g. a variant of a change).
 * BENCH_PHONE_RUNS loads per page and build (5). Each build is served on its own loopback port
 * from BENCH_PORT + 10 on.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { lighthousePages } from './lighthouse.ts';
import { startServer, type RunningServer } from './load-server.ts';
import { phoneReport } from './phone.ts';

export function phoneBuilds(distDir: string): { label: string; distDir: string }[] {
  const extra = (process.env.BENCH_PHONE_BUILDS ?? '')
    .split(',')
    .filter(Boolean)
    .map((item) => {
      const [label = '', folder = ''] = item.split('=');
      if (!label || !folder) throw new Error(`BENCH_PHONE_BUILDS: "${item}" is not label=folder`);
      return { label, distDir: path.resolve(folder) };
    });
  const baseline = process.env.BENCH_BASELINE_DIST;
  return [
    ...(baseline ? [{ label: 'before', distDir: path.resolve(baseline) }] : []),
    { label: baseline || extra.length > 0 ? 'after' : 'this build', distDir },
    ...extra,
  ];
}

export async function phoneRun(distDir: string, port: number): Promise<void> {
  const servers: { label: string; server: RunningServer }[] = [];
  try {
    for (const [index, build] of phoneBuilds(distDir).entries())
      servers.push({
        label: build.label,
        server: await startServer(build.distDir, port + 10 + index),
      });
    await phoneReport(
      servers.map(({ label, server }) => ({ label, baseUrl: server.baseUrl })),
      process.env.BENCH_PHONE_PAGES?.split(',') ?? lighthousePages,
      Math.max(1, Number(process.env.BENCH_PHONE_RUNS ?? 5)),
    );
  } finally {
    for (const { server } of servers) server.child.kill('SIGTERM');
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await phoneRun(
    path.resolve(process.env.BENCH_DIST ?? 'dist'),
    Number(process.env.BENCH_PORT ?? 3300),
  );
}
