import type { SpamFlag } from './lead-store.ts';

/**
 * A person needs more than this from opening a page to sending a form (even the newsletter's one
 * field, filled by the browser, takes a click into it and one on Subscribe). Only posts made with
 * JavaScript carry the time; a post without it is judged by the honeypot alone.
 */
export const MIN_FILL_MS = 2500;

/** Why a submission looks like a bot's, or null. The visitor sees the normal success either way. */
export function spamFlag(trap: string, filledMs: number | undefined): SpamFlag | null {
  if (trap.trim() !== '') return 'honeypot';
  if (filledMs !== undefined && filledMs < MIN_FILL_MS) return 'too-fast';
  return null;
}
