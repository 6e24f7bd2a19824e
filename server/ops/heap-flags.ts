/**
 * V8 heap flags the server runs with (package.json's start and serve, the Dockerfile's CMD, the
 * browser tests' server and the benchmarks; a unit test keeps them in step).
 *
 * With V8's defaults, 100 keep-alive connections over every page for 60 s took the process from
 * 160 to 212 MB: young objects are collected in 16 MB semi-spaces and the old space grows until
 * the next major collection, although fewer than 30 MB stay live. With a 4 MB semi-space and a
 * 128 MB old space the same run stays flat at 130 MB, for about the same requests per second
 * (rendered pages and their compressed copies are Buffers, outside this limit).
 */
export const SERVER_HEAP_FLAGS = ['--max-semi-space-size=4', '--max-old-space-size=128'] as const;

/**
 * The environment glibc's malloc reads at process start (package.json's serve, the Dockerfile's
 * ENV, the benchmarks; the same unit test). The server has a dozen threads (V8's platform
 * workers, libuv's pool compressing pages, the lead store's thread) and glibc gives each thread
 * that allocates an arena of its own, up to 8 per core, which keeps what it freed: nine arenas
 * held 29.5 MB after 100 connections for 60 s. With two, the one beside the main arena holds
 * 8 MB and the main one 7 MB more: RSS 167 → 152 MB, for the same requests per second
 * (docs/leads.md, the benchmark section).
 *
 * `MALLOC_TRIM_THRESHOLD_` is glibc's own default (128 KB), but set: glibc otherwise raises its
 * thresholds each time a large block is freed (the bundle's 5.5 MB source as it is read, a
 * brotli window), after which blocks of up to that size come from the arenas instead of their
 * own mappings, and up to twice that stays unreturned at an arena's top. Pinned, large blocks
 * go back to the system when freed and a free top over 128 KB is trimmed: RSS at ready
 * 139 → 130 MB, after the load run 139.5 → 128 MB.
 */
export const SERVER_MALLOC_ENV = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_TRIM_THRESHOLD_: '131072',
} as const;
