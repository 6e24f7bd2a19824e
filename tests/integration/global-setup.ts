import { existsSync } from 'node:fs';
import path from 'node:path';

/** Integration tests render with the real client manifest; `npm test` builds first. */
export default function setup(): void {
  const manifest = path.resolve(process.env.TEST_DIST ?? 'dist', 'client/manifest.json');
  if (!existsSync(manifest)) {
    throw new Error(`${manifest} is missing: run \`npm run build\` before the integration tests.`);
  }
}
