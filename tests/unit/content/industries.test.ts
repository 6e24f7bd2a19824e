import { ecommerce } from '#content/industries/ecommerce.ts';
import { healthcare } from '#content/industries/healthcare.ts';
import { realEstate } from '#content/industries/real-estate.ts';
import { industryPageSchema } from '#content/schema/industries.ts';
import { describeContentFiles } from './content-checks.ts';

describeContentFiles('industries', [
  ['healthcare', industryPageSchema, healthcare],
  ['ecommerce', industryPageSchema, ecommerce],
  ['real-estate', industryPageSchema, realEstate],
]);
