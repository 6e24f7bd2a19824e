import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod';

const manifestSchema = z.object({
  entry: z.string(),
  stylesheets: z.array(z.string()),
  /** The stylesheets' size as sent (brotli): how long the early fetch waits. */
  stylesheetBytes: z.number().int().nonnegative(),
  modulePreloads: z.array(z.string()),
  fontPreloads: z.array(z.string()),
  /** The hashed SVG sprite that every icon references with <use href>. */
  iconSprite: z.string(),
  /** Per route id: the page chunk and the shared chunks it imports. */
  routeChunks: z.record(z.string(), z.array(z.string())),
  /** The two inline scripts, bundled from client/before-paint/ (scripts/inline-scripts.ts). */
  inlineScripts: z.object({ earlyFetch: z.string(), prePaint: z.string() }),
  /** Their CSP sources (`'sha256-…'`), computed by the build from the same text. */
  inlineScriptHashes: z.array(z.string()),
});

export type ClientManifest = z.infer<typeof manifestSchema>;

/** Written by scripts/build.ts; the server refuses to start without a valid one. */
export function loadClientManifest(clientDir: string): ClientManifest {
  const file = path.join(clientDir, 'manifest.json');
  try {
    return manifestSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    throw new Error(
      `Cannot read the client build manifest at ${file}: run \`npm run build\` first.`,
      {
        cause: error,
      },
    );
  }
}
