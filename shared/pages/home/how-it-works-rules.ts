/** The how-it-works band highlights its steps one after another. */

export const HOW_IT_WORKS_INTERVAL_MS = 3000;

export function nextStepIndex(current: number, count: number): number {
  if (count <= 0) return 0;
  return (current + 1) % count;
}

/**
 * Calls `onStep` with the next highlighted index every `intervalMs`, wrapping after the last
 * step. Returns a function that stops the cycle.
 */
export function startStepCycle(
  count: number,
  onStep: (index: number) => void,
  { from = 0, intervalMs = HOW_IT_WORKS_INTERVAL_MS }: { from?: number; intervalMs?: number } = {},
): () => void {
  let index = from;
  const timer = setInterval(() => {
    index = nextStepIndex(index, count);
    onStep(index);
  }, intervalMs);
  return () => clearInterval(timer);
}
