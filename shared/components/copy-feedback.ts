/** How long the copy button shows its feedback. */
export const COPY_FEEDBACK_MS = 2000;

export type CopyState = 'idle' | 'copied' | 'failed';

export interface ClipboardWriter {
  writeText(text: string): Promise<void>;
}

/**
 * Copy-to-clipboard with timed feedback: `copied` (or `failed` when the clipboard refuses) for
 * two seconds, then back to `idle`. A second copy restarts the two seconds.
 */
export function createCopyFeedback(
  onChange: (state: CopyState) => void,
  durationMs = COPY_FEEDBACK_MS,
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const show = (state: CopyState) => {
    clearTimeout(timer);
    onChange(state);
    timer = setTimeout(() => onChange('idle'), durationMs);
  };
  return {
    async copy(text: string, clipboard: ClipboardWriter | undefined): Promise<CopyState> {
      try {
        if (!clipboard) throw new Error('Clipboard unavailable');
        await clipboard.writeText(text);
        show('copied');
        return 'copied';
      } catch {
        show('failed');
        return 'failed';
      }
    },
    dispose(): void {
      clearTimeout(timer);
    },
  };
}
