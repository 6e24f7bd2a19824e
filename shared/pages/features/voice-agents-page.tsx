import { voiceAgents } from '#content/features/voice-agents.ts';
import { AgentFeaturePage } from './agent-feature-page.tsx';
import type { PageHandle } from '../../routing/page-module.ts';

export const handle: PageHandle = {
  title: 'AI Voice Agents',
  description:
    'Natural-sounding AI voice agents that answer and make calls 24/7, route intelligently and book appointments.',
};

export function Component() {
  return <AgentFeaturePage content={voiceAgents} idPrefix="voice" />;
}
