import { platformBlocks } from '#content/sections/platform-blocks.ts';
import { trialOffer } from '#content/sections/trial-offer.ts';
import { platformBlocksSchema, trialOfferSchema } from '#content/schema/sections.ts';
import { describeContentFiles } from './content-checks.ts';

describeContentFiles('sections', [
  ['platform-blocks', platformBlocksSchema, platformBlocks],
  ['trial-offer', trialOfferSchema, trialOffer],
]);
