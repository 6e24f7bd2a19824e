import type { BlogPost } from '../schema/blog.ts';
import { aiCustomerService247 } from './posts/ai-customer-service-24-7.ts';
import { aiLeadQualification } from './posts/ai-lead-qualification.ts';
import { aiVoiceAgentsHealthcare } from './posts/ai-voice-agents-healthcare.ts';
import { aiVoiceAgentsRealEstate } from './posts/ai-voice-agents-real-estate.ts';
import { crmIntegrationAiAgents } from './posts/crm-integration-ai-agents.ts';
import { ethicsOfAiVoiceAgents } from './posts/ethics-of-ai-voice-agents.ts';
import { measuringRoiAiVoiceAgents } from './posts/measuring-roi-ai-voice-agents.ts';
import { naturalSoundingVoiceAgents } from './posts/natural-sounding-voice-agents.ts';

/**
 * Every blog post, ordered newest first (the order of the list page, the feed and
 * previous/next); validated against the schema by a unit test. Import this only from blog
 * modules, so that the articles stay in the blog's own chunks.
 */
export const blogPosts: readonly BlogPost[] = [
  aiVoiceAgentsHealthcare,
  aiCustomerService247,
  aiLeadQualification,
  naturalSoundingVoiceAgents,
  measuringRoiAiVoiceAgents,
  ethicsOfAiVoiceAgents,
  crmIntegrationAiAgents,
  aiVoiceAgentsRealEstate,
].sort((a, b) => b.publishedDate.localeCompare(a.publishedDate));

export function findPost(slug: string | undefined): BlogPost | undefined {
  return blogPosts.find((post) => post.slug === slug);
}
