import type { BlogBlock, BlogPost } from '../schema/blog.ts';
import { postIndex } from './post-index.ts';
import { body as aiCustomerService247 } from './posts/ai-customer-service-24-7.ts';
import { body as aiLeadQualification } from './posts/ai-lead-qualification.ts';
import { body as aiVoiceAgentsHealthcare } from './posts/ai-voice-agents-healthcare.ts';
import { body as aiVoiceAgentsRealEstate } from './posts/ai-voice-agents-real-estate.ts';
import { body as crmIntegrationAiAgents } from './posts/crm-integration-ai-agents.ts';
import { body as ethicsOfAiVoiceAgents } from './posts/ethics-of-ai-voice-agents.ts';
import { body as measuringRoiAiVoiceAgents } from './posts/measuring-roi-ai-voice-agents.ts';
import { body as naturalSoundingVoiceAgents } from './posts/natural-sounding-voice-agents.ts';

const bodies: Readonly<Record<string, BlogBlock[]>> = {
  'ai-customer-service-24-7': aiCustomerService247,
  'ai-lead-qualification': aiLeadQualification,
  'ai-voice-agents-healthcare': aiVoiceAgentsHealthcare,
  'ai-voice-agents-real-estate': aiVoiceAgentsRealEstate,
  'crm-integration-ai-agents': crmIntegrationAiAgents,
  'ethics-of-ai-voice-agents': ethicsOfAiVoiceAgents,
  'measuring-roi-ai-voice-agents': measuringRoiAiVoiceAgents,
  'natural-sounding-voice-agents': naturalSoundingVoiceAgents,
};

/**
 * Every blog post with its body, newest first; validated against the schema by a unit test.
 * For the server (feed, sitemap) and tests: browser code lists posts from ./post-index.ts and
 * loads one body at a time, so that no page carries every article.
 */
export const blogPosts: readonly BlogPost[] = postIndex.map((post) => ({
  ...post,
  content: bodies[post.slug] ?? [],
}));
