import path from 'node:path';
import { writeGeneratedContent } from '../../scripts/content/compile-content.ts';

/** The unit tests import content compiled from Markdown: compile it (production: no drafts). */
export default async function setup(): Promise<void> {
  await writeGeneratedContent({ root: path.resolve(import.meta.dirname, '../..'), drafts: false });
}
