import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

/** The names a Node 24 binary goes by on PATH: a side-by-side install first, then `node`. */
const NAMES = ['node24', 'node'];

/** The version a binary reports, or undefined when it does not run. */
function versionOf(binary: string): string | undefined {
  try {
    return execFileSync(binary, ['--version'], { timeout: 5_000 }).toString().trim();
  } catch {
    return undefined;
  }
}

/**
 * The Dockerfile's runtime is Node 24: where a Node 24 binary is on PATH (or named by
 * RUNTIME_STAGE_NODE), the runtime-stage test starts the build under it. Undefined otherwise.
 */
export function findNode24(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const named = env.RUNTIME_STAGE_NODE;
  if (named) return versionOf(named)?.startsWith('v24.') ? named : undefined;
  for (const folder of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    for (const name of NAMES) {
      const candidate = path.join(folder, name);
      try {
        accessSync(candidate, constants.X_OK);
      } catch {
        continue;
      }
      if (versionOf(candidate)?.startsWith('v24.')) return candidate;
    }
  }
  return undefined;
}
