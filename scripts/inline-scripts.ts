/**
 * The two inline scripts of every page, bundled from their modules in client/before-paint/: one
 * IIFE each, minified for the supported browsers. The build writes them and their CSP hashes
 * into the client manifest; the server only reads them from there.
 */
import { createHash } from 'node:crypto';
import * as esbuild from 'esbuild';
import { BROWSER_TARGET } from './browser-target.ts';

export interface InlineScripts {
  /** The early fetch, before the stylesheet. */
  readonly earlyFetch: string;
  /** The pre-paint script, after the stylesheet. */
  readonly prePaint: string;
}

const ENTRIES: Readonly<Record<keyof InlineScripts, string>> = {
  earlyFetch: 'client/before-paint/early-fetch-entry.ts',
  prePaint: 'client/before-paint/pre-paint-entry.ts',
};

/** A CSP source allowing one inline script: the SHA-256 of its exact text. */
export const cspHashOf = (script: string): string =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

async function bundle(root: string, entry: string): Promise<string> {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: BROWSER_TARGET,
    minify: true,
    legalComments: 'none',
    // Not the project's tsconfig: its `strict` would add a "use strict" the scripts do not need.
    tsconfigRaw: {},
    logLevel: 'warning',
  });
  const [output] = result.outputFiles;
  if (!output || result.outputFiles.length !== 1) throw new Error(`${entry}: expected one output`);
  // esbuild ends the file with a newline; the page holds the script without it.
  return output.text.trimEnd();
}

/** Both inline scripts, bundled from source. */
export async function bundleInlineScripts(root: string): Promise<InlineScripts> {
  const [earlyFetch, prePaint] = await Promise.all([
    bundle(root, ENTRIES.earlyFetch),
    bundle(root, ENTRIES.prePaint),
  ]);
  return { earlyFetch, prePaint };
}
