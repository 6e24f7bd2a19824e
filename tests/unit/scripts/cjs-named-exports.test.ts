import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { cjsNamedExportsPlugin, facadeSource } from '../../../scripts/cjs-named-exports.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** Bundles two modules that both use React's hooks and JSX, as the site's components do. */
async function bundleTwoComponents(plugins: esbuild.Plugin[]): Promise<string> {
  const folder = mkdtempSync(path.join(tmpdir(), 'cjs-facade-'));
  writeFileSync(
    path.join(folder, 'a.jsx'),
    "import { useState } from 'react';\nexport function A() { const [n] = useState(1); return <b>{n}</b>; }\n",
  );
  writeFileSync(
    path.join(folder, 'b.jsx'),
    "import { useId, version } from 'react';\nimport { A } from './a.jsx';\nexport function B() { return <i id={useId()}><A />{version}</i>; }\n",
  );
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [path.join(folder, 'b.jsx')],
    nodePaths: [path.join(root, 'node_modules')],
    bundle: true,
    write: false,
    format: 'esm',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
    plugins,
  });
  return result.outputFiles[0]!.text;
}

const copiesOfReact = (code: string) => code.match(/__toESM\(require_react\(\)/g)?.length ?? 0;

describe("React's imports through one ES module", () => {
  it('copies React onto an ES module once, however many modules import it', async () => {
    expect(copiesOfReact(await bundleTwoComponents([]))).toBe(2);
    const bundled = await bundleTwoComponents([cjsNamedExportsPlugin(root)]);
    expect(copiesOfReact(bundled)).toBe(1);
    expect(bundled).not.toMatch(
      /__toESM\(require_jsx_runtime\(\)[\s\S]*__toESM\(require_jsx_runtime/,
    );
  });

  it("re-exports the package's names as plain bindings, and the package as default", () => {
    expect(
      facadeSource('react', ['useState', 'version', 'default', '__CLIENT_INTERNALS_x-y']),
    ).toBe(
      [
        'import cjs from "react";',
        'export const { useState, version } = cjs;',
        'export default cjs;',
        '',
      ].join('\n'),
    );
  });
});
