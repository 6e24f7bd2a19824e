import { chatAgents } from '#content/features/chat.ts';
import { AgentFeaturePage } from './agent-feature-page.tsx';
import type { PageHandle } from '../../routing/page-module.ts';

export const handle: PageHandle = {
  title: 'AI Chat Agents',
  description:
    'AI chat agents for your website, SMS and social channels that answer, qualify and convert in over 20 languages.',
};

export function Component() {
  return <AgentFeaturePage content={chatAgents} idPrefix="chat" />;
}
