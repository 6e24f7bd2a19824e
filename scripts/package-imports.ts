import { builtinModules } from 'node:module';
import type { Metafile } from 'esbuild';

const builtins = new Set(builtinModules);

/**
 * What a bundle still loads from node_modules at run time: every import esbuild left external
 * that is not one of Node's own modules. The server bundle must have none (the runtime image
 * holds no node_modules, and browser-only packages are dev dependencies).
 */
export function packageImports(metafile: Metafile): string[] {
  const found = new Set<string>();
  for (const output of Object.values(metafile.outputs)) {
    for (const item of output.imports) {
      if (!item.external) continue;
      // `node:sqlite` and `node:test` exist only with their prefix, and are listed with it.
      if (builtins.has(item.path)) continue;
      const name = item.path.replace(/^node:/, '');
      if (!builtins.has(name) && !builtins.has(name.split('/')[0] ?? '')) found.add(item.path);
    }
  }
  return [...found].sort();
}
