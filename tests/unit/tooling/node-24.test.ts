import { chmodSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findNode24 } from '../../../scripts/node-24.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'node-24-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A folder holding a fake binary that reports `version`. */
function folderWith(name: string, binary: string, version: string): string {
  const folder = path.join(root, name);
  mkdirSync(folder);
  const file = path.join(folder, binary);
  writeFileSync(file, `#!/bin/sh\necho ${version}\n`);
  chmodSync(file, 0o755);
  return folder;
}

describe('finding Node 24 for the runtime-stage test', () => {
  const node20 = folderWith('twenty', 'node', 'v20.19.0');
  const node24 = folderWith('twenty-four', 'node', 'v24.3.0');
  const sideBySide = folderWith('side-by-side', 'node24', 'v24.1.0');

  it('takes the first Node 24 on PATH, by the name node or node24', () => {
    expect(findNode24({ PATH: [node20, node24].join(path.delimiter) })).toBe(
      path.join(node24, 'node'),
    );
    expect(findNode24({ PATH: [node20, sideBySide].join(path.delimiter) })).toBe(
      path.join(sideBySide, 'node24'),
    );
  });

  it('finds none where PATH has only other versions', () => {
    expect(findNode24({ PATH: node20 })).toBeUndefined();
  });

  it('takes RUNTIME_STAGE_NODE when it is Node 24, and nothing else then', () => {
    const named = path.join(sideBySide, 'node24');
    expect(findNode24({ PATH: node20, RUNTIME_STAGE_NODE: named })).toBe(named);
    expect(
      findNode24({ PATH: node24, RUNTIME_STAGE_NODE: path.join(node20, 'node') }),
    ).toBeUndefined();
  });
});
