import {
  ACCESSIBILITY_STORAGE_KEY,
  EARLY_MODULES_ATTRIBUTE,
  ENTRY_ATTRIBUTE,
  FONT_ATTRIBUTE,
  FONT_CACHED_STORAGE_KEY,
  FONT_FILES_ATTRIBUTE,
  HYDRATED_ATTRIBUTE,
  PREFERENCES_STORAGE_KEY,
  PRELOAD_ATTRIBUTE,
  STYLESHEET_BYTES_ATTRIBUTE,
  THEME_STORAGE_KEY,
  VIEW_MODE_ATTRIBUTE,
} from './pre-paint.ts';
import { FALLBACK_DELAY_MS, IDLE_TIMEOUT_MS } from '#client/idle.ts';

// The script itself, written by the server only: the browser's bundle needs its names
// (pre-paint.ts), never its source.

/**
 * Adds `<link rel href>` with the given attributes to <head>, all set before it is added (the
 * request starts then); nothing for an empty address.
 */
const ADD_LINK = `function addLink(rel,href,a){if(!href)return;var k=document.createElement('link');k.rel=rel;k.href=href;for(var n in a)k.setAttribute(n,a[n]);document.head.appendChild(k)}`;

/**
 * Loads the app: the entry module and, alongside it, the chunks it needs (as modulepreloads, so
 * they download in parallel), named on the script's own element. They are asked for at the first
 * frame (the stylesheet is in, the page about to paint) or once the page is parsed, whichever
 * comes first; the entry waits for the parse to end before it hydrates. On a slow phone the first
 * frame comes up to 0.25 s before the parse ends (docs/performance.md); waiting until after the
 * first paint was measured as 0.4-1.1 s later.
 */
const BOOT_SCRIPT = `var booted=0;function boot(){var en=fs&&fs.getAttribute('${ENTRY_ATTRIBUTE}');if(booted||!en)return;booted=1;var l=(fs.getAttribute('${PRELOAD_ATTRIBUTE}')||'').split(' ');for(var i=0;i<l.length;i++)addLink('modulepreload',l[i]);var s=document.createElement('script');s.type='module';s.src=en;document.head.appendChild(s)}if(document.readyState==='loading'){document.addEventListener('DOMContentLoaded',boot);if(window.requestAnimationFrame)window.requestAnimationFrame(boot)}else{boot()}`;

/**
 * The web font: on a slow link (Save-Data, or the browser's estimate under 2 Mbit/s with a round
 * trip of 150 ms or more; before it has measured anything Chromium reports 1.3 Mbit/s and 100 ms,
 * which counts as fast) and before the font is known to be
 * in the cache, the page is shown in its metric-matched fallback, and the font is fetched only
 * once the page is interactive and idle (loaded, not added to the page: the text does not change
 * under the reader's eyes), then remembered, so the next page takes it from the cache. Its 48 KB
 * would otherwise share the link with the stylesheet and the scripts, and with
 * `font-display: optional` such a phone would not show it on this page anyway. Otherwise it is
 * preloaded at low priority: the text paints at once in the fallback, and the stylesheet keeps
 * the first bytes of the link.
 */
const FONT_SCRIPT = `var fl=fs?(fs.getAttribute('${FONT_FILES_ATTRIBUTE}')||'').split(' '):[],c=navigator.connection,fc=null;try{fc=localStorage.getItem('${FONT_CACHED_STORAGE_KEY}')}catch(e){}if(c&&(c.saveData||(c.downlink<2&&c.rtt>=150))&&!fc){d.setAttribute('${FONT_ATTRIBUTE}','later');if(window.MutationObserver&&window.FontFace){var fetchFont=function(){var p=[];for(var i=0;i<fl.length;i++){if(fl[i])p.push(new window.FontFace('Inter Variable','url('+fl[i]+')').load())}Promise.all(p).then(function(){try{localStorage.setItem('${FONT_CACHED_STORAGE_KEY}','1')}catch(e){}},function(){})};new window.MutationObserver(function(r,o){if(!d.hasAttribute('${HYDRATED_ATTRIBUTE}'))return;o.disconnect();if(window.requestIdleCallback){window.requestIdleCallback(fetchFont,{timeout:${IDLE_TIMEOUT_MS}})}else{window.setTimeout(fetchFont,${FALLBACK_DELAY_MS})}}).observe(d,{attributes:true,attributeFilter:['${HYDRATED_ATTRIBUTE}']})}}else{for(var i=0;i<fl.length;i++)addLink('preload',fl[i],{as:'font',type:'font/woff2',crossorigin:'anonymous',fetchpriority:'low'})}`;

/**
 * Early taps: until React listens, a click on a button that has no native action (not a form's
 * submit or reset) is recorded, once per button, in `window.__taps.buttons`; the client replays
 * it once React listens (client/tap-replay.ts), and a press inside a part that hydrates later is
 * held from then on by client/press-replay.ts. Links, `<summary>` and form submits are never
 * recorded: until the scripts run they work natively, so a replay would do them twice.
 */
const TAP_SCRIPT = `var taps=window.__taps={buttons:[],reactListens:0};document.addEventListener('click',function(e){var t=e.target,b=t&&t.closest?t.closest('button'):null;if(taps.reactListens||!b||b.disabled||(b.form&&b.type!=='button'))return;if(taps.buttons.indexOf(b)<0)taps.buttons.push(b)},true);`;

/**
 * The one inline script of the site: it sets the theme class, the accessibility attributes and
 * the compact view mode on <html> before the first paint, so a dark, enlarged or compact page
 * never flashes light, small or spacious (nor shifts when the scripts arrive).
 * Its SHA-256 is allowed by the CSP (server/security.ts); change it and the hash follows.
 * It records taps on buttons made before their code can handle them (TAP_SCRIPT), remembers
 * images that fail before hydration (the Image component swaps in its
 * placeholder for them), preloads the web font or leaves it for later (FONT_SCRIPT), marks <html> with `js`, so CSS can show what only scripts could reveal
 * otherwise, and starts the app's scripts once the page is parsed (BOOT_SCRIPT).
 * Kept to ES5 and wrapped in try/catch: storage can be blocked or corrupt.
 */
export const PRE_PAINT_SCRIPT = `(function(){var d=document.documentElement,fs=document.currentScript;${ADD_LINK}d.classList.add('js');var f=window.__failedImages=new WeakSet();document.addEventListener('error',function(e){if(e.target&&e.target.tagName==='IMG'){f.add(e.target)}},true);try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');if(t==='dark'||(t!=='light'&&window.matchMedia('(prefers-color-scheme: dark)').matches)){d.classList.add('dark')}}catch(e){}try{var a=JSON.parse(localStorage.getItem('${ACCESSIBILITY_STORAGE_KEY}')||'null');if(a&&typeof a==='object'){var s=Number(a.textSize);if(s>=80&&s<=150&&s%10===0&&s!==100){d.setAttribute('data-text-size',String(s))}if(a.highContrast===true){d.setAttribute('data-contrast','high')}if(a.focusMode===true){d.setAttribute('data-focus-mode','on')}}}catch(e){}try{var p=JSON.parse(localStorage.getItem('${PREFERENCES_STORAGE_KEY}')||'null');if(p&&p.viewMode==='compact'){d.setAttribute('${VIEW_MODE_ATTRIBUTE}','compact')}}catch(e){}${FONT_SCRIPT}${TAP_SCRIPT}${BOOT_SCRIPT}})();`;

/**
 * The early fetch: the second inline script, the only script in <head> before the stylesheet,
 * so it runs before the stylesheet has arrived (the pre-paint script, after it, waits for it). It
 * asks for the first bundle (the modules every page loads: 96 KB of the phone's 105-110) one
 * stylesheet-transfer later, by the browser's estimate of the link: the bundle's request then
 * travels while the stylesheet downloads, and its first bytes come as the stylesheet's last do.
 * The link never idles for a round trip after the stylesheet, and the stylesheet never shares
 * it, so the page paints as soon as before and is interactive 0.1-0.2 s sooner on the phone run
 * (docs/performance.md). Asked for at once, the bundle took half the link from the stylesheet
 * and the first paint came 0.15 s later. Without an estimate of the link (no Network
 * Information API) nothing is asked for early: the pre-paint script loads everything, as
 * before. A module asked for twice is fetched once (the browser's module map).
 */
export const EARLY_FETCH_SCRIPT = `(function(){${ADD_LINK}var s=document.currentScript,c=navigator.connection;if(!s||!c||!(c.downlink>0))return;var m=(s.getAttribute('${EARLY_MODULES_ATTRIBUTE}')||'').split(' '),b=Number(s.getAttribute('${STYLESHEET_BYTES_ATTRIBUTE}'))||0;window.setTimeout(function(){for(var i=0;i<m.length;i++)addLink('modulepreload',m[i])},b/(c.downlink*125))})();`;
