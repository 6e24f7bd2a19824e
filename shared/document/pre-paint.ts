/**
 * Storage keys read before first paint. `color-theme` is the required key; the accessibility
 * settings key is ours (the settings must be stored; any key would do).
 */
export const THEME_STORAGE_KEY = 'color-theme';
export const ACCESSIBILITY_STORAGE_KEY = 'accessibility-settings';

/**
 * The one inline script of the site: it sets the theme class and the accessibility attributes
 * on <html> before the first paint, so a dark or enlarged page never flashes light or small.
 * Its SHA-256 is allowed by the CSP (server/security.ts); change it and the hash follows.
 * It also remembers images that fail before hydration (the Image component swaps in its
 * placeholder for them) and marks <html> with `js`, so CSS can show what only scripts could reveal otherwise.
 * Kept to ES5 and wrapped in try/catch: storage can be blocked or corrupt.
 */
export const PRE_PAINT_SCRIPT = `(function(){var d=document.documentElement;d.classList.add('js');var f=window.__failedImages=new WeakSet();document.addEventListener('error',function(e){if(e.target&&e.target.tagName==='IMG'){f.add(e.target)}},true);try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');if(t==='dark'||(t!=='light'&&window.matchMedia('(prefers-color-scheme: dark)').matches)){d.classList.add('dark')}}catch(e){}try{var a=JSON.parse(localStorage.getItem('${ACCESSIBILITY_STORAGE_KEY}')||'null');if(a&&typeof a==='object'){var s=Number(a.textSize);if(s>=80&&s<=150&&s%10===0&&s!==100){d.setAttribute('data-text-size',String(s))}if(a.highContrast===true){d.setAttribute('data-contrast','high')}if(a.focusMode===true){d.setAttribute('data-focus-mode','on')}}}catch(e){}})();`;
