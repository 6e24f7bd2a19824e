import type { Page } from '@playwright/test';

/** An executable inline script: any `<script>` but the JSON data blocks (router data, JSON-LD). */
const EXECUTABLE_INLINE_SCRIPT =
  /<script(?![^>]*\btype="application\/(?:ld\+)?json")(?![^>]*\bsrc=)[^>]*>[\s\S]*?<\/script>/g;

/**
 * Serves the page's documents without their executable inline scripts, which are also what
 * start the app: the page is then what a browser without JavaScript shows (but for a
 * `<noscript>`, which here holds only a font preload), while axe can still run in it (with
 * JavaScript disabled its timers never fire). Only documents are intercepted, through the
 * DevTools protocol: a Playwright route would send every request of the page through the test
 * (and turn its cache off), about half as much CPU again per load.
 */
export async function serveWithoutScripts(page: Page): Promise<void> {
  const devtools = await page.context().newCDPSession(page);
  devtools.on('Fetch.requestPaused', async ({ requestId, responseStatusCode, responseHeaders }) => {
    const { body, base64Encoded } = await devtools.send('Fetch.getResponseBody', { requestId });
    const html = base64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
    const headers = (responseHeaders ?? []).filter(
      ({ name }) => !/^content-(?:encoding|length)$/i.test(name),
    );
    await devtools.send('Fetch.fulfillRequest', {
      requestId,
      responseCode: responseStatusCode ?? 200,
      responseHeaders: headers,
      body: Buffer.from(html.replace(EXECUTABLE_INLINE_SCRIPT, '')).toString('base64'),
    });
  });
  await devtools.send('Fetch.enable', {
    patterns: [{ urlPattern: '*', resourceType: 'Document', requestStage: 'Response' }],
  });
}
