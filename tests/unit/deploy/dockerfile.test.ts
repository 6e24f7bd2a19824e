import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
/** Instructions only: comments dropped and continuation lines joined. */
const instructions = (text: string) =>
  text
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .join('\n')
    .replace(/\\\n\s*/g, '')
    .split('\n')
    .filter((line) => line.trim() !== '');

describe('the Dockerfile builds offline with either builder', () => {
  const dockerfile = read('Dockerfile');

  it('names no syntax frontend and uses no BuildKit-only flags', () => {
    expect(dockerfile).not.toMatch(/^#\s*syntax=/m);
    const lines = instructions(dockerfile).join('\n');
    expect(lines).not.toContain('--mount');
    expect(lines).not.toContain('--start-interval');
  });

  it('pins the base to a full Node version and installs nothing in the runtime stage', () => {
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:\d+\.\d+\.\d+-bookworm-slim$/m);
    const runtime = dockerfile.slice(dockerfile.indexOf('AS runtime'));
    expect(runtime).not.toMatch(/^RUN /m);
    // The code stays root's; the app user owns only the (empty) lead store directory.
    expect(runtime.split('\n').filter((line) => line.includes('--chown'))).toEqual([
      'COPY --from=build --chown=node:node /app/empty /data',
    ]);
    expect(runtime).not.toContain('node_modules');
  });

  it('deploy/buildkit.Dockerfile is the Dockerfile plus the npm secret mounts', () => {
    const buildkit = instructions(read('deploy/buildkit.Dockerfile')).map((line) =>
      line.replace(/--mount=type=secret,\S+\s+/g, ''),
    );
    expect(buildkit).toEqual(instructions(dockerfile));
    expect(read('deploy/buildkit.Dockerfile')).toContain(
      '--mount=type=secret,id=npmrc,target=/root/.npmrc',
    );
  });
});
