import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { packageImports } from '../../../scripts/package-imports.ts';

const bundle = (...paths: string[]): Metafile => ({
  inputs: {},
  outputs: {
    'dist/server/index.js': {
      bytes: 1,
      inputs: {},
      exports: [],
      imports: paths.map((item) => ({ path: item, kind: 'import-statement', external: true })),
    },
  },
});

describe('packages a bundle still loads at run time', () => {
  it("lets Node's own modules through, with or without node:", () => {
    expect(packageImports(bundle('node:fs', 'path', 'node:fs/promises', 'stream/web'))).toEqual([]);
  });

  it('names every package left external', () => {
    expect(packageImports(bundle('node:http', 'lucide-react', 'react-dom/server'))).toEqual([
      'lucide-react',
      'react-dom/server',
    ]);
  });
});
