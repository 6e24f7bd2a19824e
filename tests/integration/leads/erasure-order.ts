import { expect } from 'vitest';
import type { LeadStore } from '#server/leads/lead-store.ts';
import { CLAIM_LEASE_MS } from '#server/leads/outbox-queue.ts';

/**
 * Checks, on either store, that an erasure reaches the webhook only after the attempt under way
 * on the erased lead's `lead.created` is over: another replica's outbox has claimed it and may
 * be posting it right now, so the erasure is not due before that claim's lease has run out.
 * With nothing under way, it is due at once.
 */
export async function expectErasureAfterAttemptUnderWay(store: LeadStore): Promise<void> {
  const saved = await store.save(
    { form: 'newsletter', fields: { email: 'sending@example.com' }, flagged: null },
    ['webhook'],
  );
  if (!saved.kept) throw new Error('the lead was not kept');
  const [created] = await store.events.due(Date.now(), 10, ['webhook']);
  if (!created) throw new Error('no lead.created due');
  // Another replica takes it for one attempt, as its outbox does.
  const leaseEnd = Date.now() + CLAIM_LEASE_MS;
  expect(await store.events.claim(created, leaseEnd)).toBe(true);

  expect((await store.erase('sending@example.com', ['webhook'])).erased).toBe(1);
  expect(await store.events.due(Date.now(), 10, ['webhook'])).toEqual([]);
  const [erasure, ...more] = await store.events.due(leaseEnd, 10, ['webhook']);
  expect(more).toEqual([]);
  expect(erasure?.event).toEqual({ type: 'lead.erased', leadIds: [saved.lead.id] });

  // Nothing under way: due at once.
  await store.save({ form: 'newsletter', fields: { email: 'idle@example.com' }, flagged: null }, [
    'webhook',
  ]);
  expect((await store.erase('idle@example.com', ['webhook'])).erased).toBe(1);
  const due = await store.events.due(Date.now(), 10, ['webhook']);
  expect(due.map((event) => event.event.type)).toEqual(['lead.erased']);
}
