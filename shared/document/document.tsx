import type { ReactNode } from 'react';
import { IconSpriteContext } from '../components/icon.tsx';
import {
  APP_DATA_ELEMENT_ID,
  EARLY_FETCH_ELEMENT_ID,
  EARLY_MODULES_ATTRIBUTE,
  ENTRY_ATTRIBUTE,
  FONT_FILES_ATTRIBUTE,
  PRE_PAINT_ELEMENT_ID,
  PRELOAD_ATTRIBUTE,
  STYLESHEET_BYTES_ATTRIBUTE,
} from './pre-paint.ts';

export { APP_DATA_ELEMENT_ID, EARLY_FETCH_ELEMENT_ID, PRE_PAINT_ELEMENT_ID };

/** What the build produced for the browser; read from dist/client/manifest.json by the server. */
export interface ClientAssets {
  /** The entry module, e.g. /assets/entry-4F2K.js */
  readonly entry: string;
  readonly stylesheets: readonly string[];
  /** Their size as sent (brotli), for the early fetch's timing. */
  readonly stylesheetBytes: number;
  /** Chunks the entry imports statically: preloaded so they download in parallel. */
  readonly modulePreloads: readonly string[];
  /** Fonts used above the fold: preloaded by the pre-paint script where the link is fast. */
  readonly fontPreloads: readonly string[];
  /** The icon sprite, e.g. /assets/icons-0a1b2c3d4e.svg */
  readonly iconSprite: string;
}

interface DocumentProps {
  readonly assets: ClientAssets;
  /** Module preloads of the page chunks that the current route needs. */
  readonly routePreloads: readonly string[];
  /** The serialised app data (router hydration data, config), identical on both sides. */
  readonly appDataJson: string;
  /**
   * The inline scripts (bundled by the build from client/before-paint/): the server writes them,
   * the browser passes back the text it finds, so they are not part of the browser's bundle.
   */
  readonly inlineScripts: { readonly earlyFetch: string; readonly prePaint: string };
  readonly children: ReactNode;
}

/**
 * The whole HTML document. Rendered by the server and hydrated as `document` by the client, so
 * both sides must produce the same markup: the browser passes back the same props it read.
 */
export function Document({
  assets,
  routePreloads,
  appDataJson,
  inlineScripts,
  children,
}: DocumentProps) {
  return (
    // The pre-paint script adds the theme class and accessibility attributes before hydration.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#ffffff" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#0b1020" media="(prefers-color-scheme: dark)" />
        {/* The early fetch, the stylesheet, then the pre-paint script, which waits for the
            stylesheet: until it has arrived the parser stops there, so the first paint (the
            header and the first screen) comes as soon as the stylesheet is in. A precedence
            would have React write the stylesheet ahead of both scripts. */}
        <script
          id={EARLY_FETCH_ELEMENT_ID}
          {...{
            [EARLY_MODULES_ATTRIBUTE]: assets.modulePreloads.join(' '),
            [STYLESHEET_BYTES_ATTRIBUTE]: assets.stylesheetBytes,
          }}
          dangerouslySetInnerHTML={{ __html: inlineScripts.earlyFetch }}
        />
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <script
          id={PRE_PAINT_ELEMENT_ID}
          // What the script loads: the font (where the link is fast) and the app's scripts.
          {...{
            [FONT_FILES_ATTRIBUTE]: assets.fontPreloads.join(' '),
            [ENTRY_ATTRIBUTE]: assets.entry,
            [PRELOAD_ATTRIBUTE]: [...assets.modulePreloads, ...routePreloads].join(' '),
          }}
          dangerouslySetInnerHTML={{ __html: inlineScripts.prePaint }}
        />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        {/* Without JavaScript the font is preloaded as the pre-paint script does on a fast link
            (React leaves a <link> in a <noscript> in place, and never hydrates it). */}
        <noscript>
          {assets.fontPreloads.map((href) => (
            <link
              key={href}
              rel="preload"
              href={href}
              as="font"
              type="font/woff2"
              crossOrigin="anonymous"
              fetchPriority="low"
            />
          ))}
        </noscript>
      </head>
      <body>
        <IconSpriteContext value={assets.iconSprite}>{children}</IconSpriteContext>
        <script
          type="application/json"
          id={APP_DATA_ELEMENT_ID}
          // A data block (never executed), escaped by serializeJsonForScript.
          dangerouslySetInnerHTML={{ __html: appDataJson }}
        />
      </body>
    </html>
  );
}
