import { fetchFirstBundleEarly } from './early-fetch.ts';

// The early fetch's inline script (bundled by scripts/inline-scripts.ts): it reads its element.
fetchFirstBundleEarly(document.currentScript);
