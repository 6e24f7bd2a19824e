/** The browsers the site supports, as esbuild targets: the app's bundle and the inline scripts. */
export const BROWSER_TARGET = ['es2022', 'chrome111', 'firefox114', 'safari16.4'];
