import { voiceAgents } from '#content/marketing/voice-agents.ts';
import { AgentFeaturePage } from './agent-feature-page.tsx';

export function Component() {
  return <AgentFeaturePage content={voiceAgents} idPrefix="voice" />;
}
