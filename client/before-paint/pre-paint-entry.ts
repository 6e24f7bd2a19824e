import { applyStoredAccessibility } from './accessibility.ts';
import { bootAtFirstFrameOrParsed } from './boot.ts';
import { rememberFailedImages } from './failed-images.ts';
import { applyFontPolicy } from './font-policy.ts';
import { recordPressesBeforeApp } from '../early-press/early-record.ts';
import { applyStoredTheme } from './theme.ts';
import { applyStoredViewMode } from './view-mode.ts';

/*
 * The pre-paint script (bundled into an inline script by scripts/inline-scripts.ts). It runs
 * after the stylesheet, before the first paint: a dark, enlarged or compact page never flashes
 * light, small or spacious, nor shifts when the app's scripts arrive. The `js` class lets CSS
 * show what only scripts can make work. Every job is its own module; the order matters only in
 * that the app is loaded last.
 */
const html = document.documentElement;
const script = document.currentScript;
html.classList.add('js');
rememberFailedImages();
applyStoredTheme(html);
applyStoredAccessibility(html);
applyStoredViewMode(html);
applyFontPolicy(html, script);
recordPressesBeforeApp();
bootAtFirstFrameOrParsed(script);
