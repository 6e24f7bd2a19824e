import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_HEAP_FLAGS, SERVER_MALLOC_ENV } from '#server/ops/heap-flags.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const mallocEnv = Object.entries(SERVER_MALLOC_ENV).map(([name, value]) => `${name}=${value}`);

describe('the server runs with the same heap flags everywhere', () => {
  it('in npm start (through npm run serve) and npm run serve', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(scripts.serve).toContain(
      `${mallocEnv.join(' ')} node ${SERVER_HEAP_FLAGS.join(' ')} dist/server/index.js`,
    );
    expect(scripts.start).toMatch(/&& .*npm run serve'?$/);
  });

  it("in the container's command and environment", () => {
    const command = JSON.stringify(['node', ...SERVER_HEAP_FLAGS, 'dist/server/index.js']);
    for (const file of ['Dockerfile', 'deploy/buildkit.Dockerfile']) {
      const dockerfile = read(file);
      expect(dockerfile).toContain(`CMD ${command.replaceAll(',', ', ')}`);
      // The runtime stage's ENV instruction, its continuation lines joined.
      const runtime = dockerfile.slice(dockerfile.indexOf('AS runtime')).replace(/\\\n\s*/g, ' ');
      const env = /^ENV (.*)$/m.exec(runtime)?.[1]?.split(/\s+/) ?? [];
      expect(env).toEqual(expect.arrayContaining(mallocEnv));
    }
  });
});
