import type { APIRequestContext, Page } from '@playwright/test';

/**
 * A slow phone made by the test rather than by a slow CPU: the page's script files wait at a
 * gate until the test opens it, so a press can come at a known moment before the code that
 * handles it, whatever the machine's speed.
 */
export interface ScriptGate {
  /** From now on, every script file but those in `except` (paths) waits until `release`. */
  hold(except?: ReadonlySet<string>): void;
  release(): void;
}

/**
 * A Playwright route, which turns the browser's cache off: with the cache on (a DevTools
 * `Fetch` pattern alone), Chromium's memory cache hands a chunk loaded before over without a
 * request, past the gate.
 */
export async function scriptGate(page: Page): Promise<ScriptGate> {
  let gate: { passed: Promise<void>; open: () => void } | null = null;
  let except: ReadonlySet<string> = new Set();
  await page.route('**/*.js', async (route) => {
    if (gate && !except.has(new URL(route.request().url()).pathname)) await gate.passed;
    await route.continue();
  });
  return {
    hold(paths = new Set()) {
      except = paths;
      let open!: () => void;
      const passed = new Promise<void>((resolve) => (open = resolve));
      gate = { passed, open };
    },
    release() {
      gate?.open();
      gate = null;
    },
  };
}

/** The scripts a page's HTML names to start with (the entry and the route's chunks), as paths. */
export async function firstScripts(request: APIRequestContext, path: string): Promise<Set<string>> {
  const html = await (await request.get(path)).text();
  const data = /<script[^>]*id="pre-paint"[^>]*>/.exec(html)?.[0] ?? '';
  return new Set(
    [...data.matchAll(/data-(?:entry|preload)="([^"]*)"/g)].flatMap((m) => (m[1] ?? '').split(' ')),
  );
}
