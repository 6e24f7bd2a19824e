import { agencies } from '#content/agencies/agencies.ts';
import { agenciesPageSchema } from '#content/schema/agencies.ts';
import { describeContentFiles } from './content-checks.ts';

describeContentFiles('agencies', [['agencies', agenciesPageSchema, agencies]]);
