/// <reference types="vite/client" />
/**
 * What every content file must hold, whatever its words: links that lead to a page of the route
 * table, files that exist under public/, unique ids and slugs, and cross-references that
 * resolve. Copy can change freely; a broken link or a missing image cannot.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { community } from '#content/community/community.ts';
import { webinars } from '#content/resources/webinars.ts';
import { routeEntries } from '#shared/routing/route-manifest.ts';
import { contentPaths } from '#shared/routing/site-paths.ts';

const modules = import.meta.glob<Record<string, unknown>>(
  ['../../../content/**/*.ts', '!../../../content/schema/**'],
  { eager: true },
);
const publicDir = fileURLToPath(new URL('../../../public', import.meta.url));

/** Every string of a value with the key path it sits under. */
function strings(value: unknown, at: string): { at: string; key: string; text: string }[] {
  if (typeof value === 'string') return [{ at, key: at.split('.').pop() ?? '', text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${at}.${index}`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => strings(inner, `${at}.${key}`));
  }
  return [];
}

const allStrings = Object.entries(modules).flatMap(([file, exports]) =>
  strings(exports, file.replace('../../../content/', '')),
);

const FILE_PATTERN = /^\/(images|guides|media)\/[^\s?#]+\.\w+$/;
/** Keys that hold an in-site address; anything else starting with "/" is not a link. */
const LINK_KEYS = new Set(['href', 'to', 'link', 'url']);
const internalLinks = allStrings.filter(
  ({ key, text }) =>
    LINK_KEYS.has(key) &&
    text.startsWith('/') &&
    !text.startsWith('//') &&
    !FILE_PATTERN.test(text),
);

const staticPaths = new Set<string>(
  routeEntries.filter((entry) => !entry.path.includes(':')).map((entry) => entry.path),
);
const dynamicPaths = new Set(Object.values(contentPaths()).flat());

describe('content integrity', () => {
  it('finds the content modules', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(30);
    expect(internalLinks.length).toBeGreaterThan(50);
  });

  it('links only to pages of the route table', () => {
    const broken = internalLinks.filter(({ text }) => {
      const path = text.split(/[?#]/)[0] ?? '';
      return !staticPaths.has(path) && !dynamicPaths.has(path) && path !== '*';
    });
    expect(broken.map(({ at, text }) => `${at}: ${text}`)).toEqual([]);
  });

  it('refers only to files that exist under public/', () => {
    const files = allStrings.filter(({ text }) => FILE_PATTERN.test(text));
    expect(files.length).toBeGreaterThan(20);
    const missing = files.filter(({ text }) => !existsSync(`${publicDir}${text}`));
    expect(missing.map(({ at, text }) => `${at}: ${text}`)).toEqual([]);
  });

  it('has unique ids and slugs within every list', () => {
    const duplicates: string[] = [];
    const visit = (value: unknown, at: string): void => {
      if (Array.isArray(value)) {
        for (const key of ['id', 'slug'] as const) {
          const seen = new Set<unknown>();
          for (const item of value) {
            if (!item || typeof item !== 'object' || !(key in item)) continue;
            const id = (item as Record<string, unknown>)[key];
            if (seen.has(id)) duplicates.push(`${at}: ${key} ${String(id)}`);
            seen.add(id);
          }
        }
        value.forEach((item, index) => visit(item, `${at}.${index}`));
      } else if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) visit(inner, `${at}.${key}`);
      }
    };
    for (const [file, exports] of Object.entries(modules)) visit(exports, file);
    expect(duplicates).toEqual([]);
  });
});

describe('linked events', () => {
  it('a community event linked to /webinars is a session listed there, same title and day', () => {
    const linked = community.events.filter((event) => event.link?.href === '/webinars');
    expect(linked.length).toBeGreaterThan(0);
    for (const event of linked) {
      const session = webinars.find((webinar) => webinar.date === event.isoDate);
      expect(session?.title, `${event.title} on ${event.isoDate}`).toBe(event.title);
      expect(session?.upcoming, event.title).toBe(true);
      expect(event.presenter, event.title).toContain(session?.presenter ?? '(no session)');
    }
  });
});
