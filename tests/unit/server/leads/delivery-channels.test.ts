import { describe, expect, it } from 'vitest';
import { eventChannels } from '#server/leads/delivery-channels.ts';

const webhook = { url: 'https://hooks.example.com/leads', secret: 'whsec_c2VjcmV0' };
const email = { smtpUrl: 'smtp://127.0.0.1:2525', to: 'owner@example.com', from: 'a@b.example' };

describe('the channels events are queued on', () => {
  it('queues new leads on every configured channel, erasures on the webhook only', () => {
    expect(eventChannels({ webhook, email })).toEqual({
      created: ['webhook', 'email'],
      erased: ['webhook'],
    });
    // E-mail alone: the owner's inbox holds what the owner erases by hand; no event to keep.
    expect(eventChannels({ email })).toEqual({ created: ['email'], erased: [] });
  });

  it('queues nothing when no channel is configured (nothing waits for ever)', () => {
    expect(eventChannels({})).toEqual({ created: [], erased: [] });
  });
});
