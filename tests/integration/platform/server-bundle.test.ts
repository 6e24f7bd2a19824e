import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(process.env.TEST_DIST ?? 'dist', 'server');

describe('the built server bundle', () => {
  it('is ASCII, so Node holds its source at one byte a character', () => {
    const files = readdirSync(serverDir).filter((file) => file.endsWith('.js'));
    expect(files).toContain('index.js');
    for (const file of files) {
      const source = readFileSync(path.join(serverDir, file), 'utf8');
      const found = /[\u0080-\uffff]/.exec(source);
      expect(
        found && `${file}: ${JSON.stringify(source.slice(found.index - 60, found.index + 20))}`,
      ).toBeNull();
    }
  });
});
