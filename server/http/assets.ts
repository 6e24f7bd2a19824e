import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Request, RequestHandler } from 'express';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  // Post pictures made by the build (scripts/images/).
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.map': 'application/json; charset=utf-8',
};

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) =>
    item.isDirectory()
      ? listFiles(path.join(dir, item.name), `${prefix}${item.name}/`)
      : [`${prefix}${item.name}`],
  );
}

function preferredEncoding(
  req: Request,
  available: Set<string>,
  file: string,
): 'br' | 'gzip' | null {
  const candidates = (['br', 'gzip'] as const).filter((encoding) =>
    available.has(`${file}.${encoding === 'br' ? 'br' : 'gz'}`),
  );
  if (candidates.length === 0) return null;
  const chosen = req.acceptsEncodings([...candidates, 'identity']);
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

/**
 * Hashed build output under /assets: cached for a year, served from the precompressed .br/.gz
 * copy the client accepts. Only names the build wrote are served, so no path can escape. A file
 * with a source map beside it names the map in a `SourceMap` header.
 */
export function hashedAssets(assetsDir: string): RequestHandler {
  const available = new Set(listFiles(assetsDir));
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = req.path.replace(/^\//, '');
    const type = contentTypes[path.extname(file)];
    if (!available.has(file) || !type) return next();
    const encoding = preferredEncoding(req, available, file);
    res.setHeader('Content-Type', type);
    res.setHeader('Cache-Control', IMMUTABLE);
    res.setHeader('Vary', 'Accept-Encoding');
    if (encoding) res.setHeader('Content-Encoding', encoding);
    // The build writes `x.js.map` beside a script and no comment in it: the header names the map
    // for developer tools, and the page's bytes stay the same.
    if (available.has(`${file}.map`)) res.setHeader('SourceMap', `${req.baseUrl}/${file}.map`);
    const served = encoding ? `${file}.${encoding === 'br' ? 'br' : 'gz'}` : file;
    res.sendFile(
      served,
      { root: assetsDir, dotfiles: 'deny', lastModified: false, etag: true },
      (error) => {
        if (error && !res.headersSent) next(error);
      },
    );
  };
}
