/** Requests per second and latency of the streamed render, on loopback, bounded in time. */
import autocannon from 'autocannon';

export async function loadReport(baseUrl: string, paths: string[], seconds = 8): Promise<void> {
  console.info(`\nautocannon: 10 connections, ${seconds} s per path, brotli accepted`);
  for (const pathname of paths) {
    const result = await autocannon({
      url: new URL(pathname, baseUrl).toString(),
      connections: 10,
      duration: seconds,
      headers: { 'accept-encoding': 'br' },
    });
    console.info(
      `  ${pathname.padEnd(24)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   non-2xx ${result.non2xx}`,
    );
  }
}
