import { readdirSync } from 'node:fs';
import express, { type RequestHandler } from 'express';
import { site } from '#content/site.ts';
import { isDecodablePath } from './request.ts';

/** Answers that never go through React: they must work whatever the page code does. */

const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page for an address that cannot be decoded: the site's stylesheet, the pre-paint script
 * (its hash is in the CSP; it names no app to load here) and a way home. Built once; no visitor
 * input is echoed.
 */
export function badRequestPage(stylesheets: readonly string[], prePaintScript: string): string {
  const links = stylesheets
    .map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`)
    .join('');
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>Bad Request | ${site.name}</title>${links}` +
    `<script>${prePaintScript}</script></head><body><main id="main">` +
    '<section class="status-page" aria-labelledby="bad-request-title">' +
    '<p class="status-page__code" aria-hidden="true">400</p>' +
    '<h1 id="bad-request-title">This address is not valid</h1>' +
    '<p class="status-page__text">The link you followed contains characters that cannot be read. ' +
    'Check the address, or start again from the home page.</p>' +
    '<div class="status-page__actions"><a class="button button--primary" href="/">Back to Home</a></div>' +
    '</section></main></body></html>'
  );
}

/** Malformed percent-encoding in the path is a client error, answered before any routing. */
export function rejectMalformedPaths(
  stylesheets: readonly string[],
  prePaintScript: string,
): RequestHandler {
  const page = badRequestPage(stylesheets, prePaintScript);
  return (req, res, next) => {
    if (isDecodablePath(req.path)) next();
    else res.status(400).setHeader('Cache-Control', 'no-store').type('html').send(page);
  };
}

/** The top of the public folder: its sub-folders as `/name/` prefixes, its files as `/name`. */
function publicTopLevel(publicDir: string): { folders: string[]; files: Set<string> } {
  const entries = readdirSync(publicDir, { withFileTypes: true });
  return {
    folders: entries.filter((entry) => entry.isDirectory()).map((entry) => `/${entry.name}/`),
    files: new Set(entries.filter((entry) => entry.isFile()).map((entry) => `/${entry.name}`)),
  };
}

/**
 * Files of the public folder, as they are. Only addresses inside it reach the file server, so a
 * page request costs no file-system lookup (and no error object for the file it is not).
 */
export function publicFiles(publicDir: string): RequestHandler {
  const { folders, files } = publicTopLevel(publicDir);
  const serve = express.static(publicDir, {
    index: false,
    redirect: false,
    maxAge: '1h',
    dotfiles: 'ignore',
  });
  return (req, res, next) => {
    const path = req.path;
    if (files.has(path) || folders.some((folder) => path.startsWith(folder))) serve(req, res, next);
    else next();
  };
}

/**
 * A file missing under /assets or a public folder (/images, /guides, ...) is a short 404: rendering
 * the 404 page for every broken image or stale chunk would cost a full render each time.
 */
export function missingStaticFiles(publicDir: string): RequestHandler {
  const prefixes = ['/assets/', ...publicTopLevel(publicDir).folders];
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!prefixes.some((prefix) => req.path.startsWith(prefix))) return next();
    res.status(404).setHeader('Cache-Control', 'no-store').type('text/plain').send('Not Found');
  };
}
