/**
 * The applied phone profile, shared by the phone benchmark and the browser test that taps before
 * hydration: Lighthouse's mobile settings (a Moto G Power on slow 4G), applied through the
 * DevTools protocol instead of simulated.
 */
import type { BrowserContextOptions, CDPSession } from '@playwright/test';

export const PHONE_PROFILE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadKbit: 1600,
  uploadKbit: 750,
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  summary: '4× CPU, 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, cache off, 412×823',
} as const;

const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';

export function phoneContextOptions(): BrowserContextOptions {
  return {
    viewport: PHONE_PROFILE.viewport,
    deviceScaleFactor: PHONE_PROFILE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: PHONE_USER_AGENT,
  };
}

/**
 * Applies the profile's link to one page. Brotli is asked for explicitly: Chromium offers it only
 * over HTTPS, and a phone reaches the real site over HTTPS, so the bytes are those a visitor gets.
 */
export async function throttleLink(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'br, gzip' } });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_PROFILE.latencyMs,
    downloadThroughput: (PHONE_PROFILE.downloadKbit * 1000) / 8,
    uploadThroughput: (PHONE_PROFILE.uploadKbit * 1000) / 8,
  });
}

/** Applies the whole profile to one page: its link and its CPU (for the benchmarks). */
export async function throttle(cdp: CDPSession): Promise<void> {
  await throttleLink(cdp);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
}
