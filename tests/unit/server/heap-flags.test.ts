import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_HEAP_FLAGS } from '#server/heap-flags.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('the server runs with the same heap flags everywhere', () => {
  it('in npm start (through npm run serve) and npm run serve', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(scripts.serve).toContain(`node ${SERVER_HEAP_FLAGS.join(' ')} dist/server/index.js`);
    expect(scripts.start).toMatch(/&& .*npm run serve'?$/);
  });

  it("in the container's command", () => {
    const command = JSON.stringify(['node', ...SERVER_HEAP_FLAGS, 'dist/server/index.js']);
    expect(read('Dockerfile')).toContain(`CMD ${command.replaceAll(',', ', ')}`);
  });
});
