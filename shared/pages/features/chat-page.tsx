import { chatAgents } from '#content/marketing/chat.ts';
import { AgentFeaturePage } from './agent-feature-page.tsx';

export function Component() {
  return <AgentFeaturePage content={chatAgents} idPrefix="chat" />;
}
