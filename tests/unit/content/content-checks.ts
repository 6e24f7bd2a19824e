import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

/** A content value with the schema it must match, named as its file is. */
export type ContentFile = readonly [name: string, schema: z.ZodType, content: unknown];

/**
 * Content is plain typed data at run time; the zod schemas check it here, one test per file of
 * `content/<folder>/`. Links and files of all content are checked in content-integrity.test.ts.
 */
export function describeContentFiles(folder: string, files: readonly ContentFile[]): void {
  describe(`content/${folder}/ matches its schemas`, () => {
    it.each(files)('%s', (_name, schema, content) => {
      const result = schema.safeParse(content);
      expect(result.success ? [] : result.error.issues).toEqual([]);
    });
  });
}
