/// <reference types="vite/client" />
/**
 * Every content value is checked by the zod schema of its type, and nobody lists the files: the
 * test reads each module of content/ (not schema/ nor generated/), takes the type each export is
 * declared with (`export const plans: readonly PricingPlan[] = ...`), follows the type's import to
 * its module of content/schema/ and finds the schema behind it (`export type PricingPlan =
 * z.infer<typeof pricingPlanSchema>`). A list uses the list schema of the same item when the
 * schema module has one (it may carry rules of the whole list: a length, unique ids), else an
 * array of the item. A new content file is checked as soon as it exists; an export whose type
 * leads to no schema fails the last test, so data cannot slip past the schemas untyped.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

// import.meta.glob takes literals only, so the pattern is written twice.
const contentSources = import.meta.glob<string>(
  ['../../../content/**/*.ts', '!../../../content/schema/**', '!../../../content/generated/**'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);
const contentModules = import.meta.glob<Record<string, unknown>>(
  ['../../../content/**/*.ts', '!../../../content/schema/**', '!../../../content/generated/**'],
  { eager: true },
);
const schemaSources = import.meta.glob<string>('../../../content/schema/*.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const schemaModules = import.meta.glob<Record<string, unknown>>('../../../content/schema/*.ts', {
  eager: true,
});

const SCHEMA_DIR = '../../../content/schema/';
const shortName = (file: string) => file.replace('../../../content/', '');

/** A zod schema behind a type name of a schema module, found from the module's source. */
function schemaOfType(schemaFile: string, typeName: string): z.ZodType | undefined {
  const source = schemaSources[schemaFile] ?? '';
  const exports = schemaModules[schemaFile] ?? {};
  const inferred = new RegExp(`export type ${typeName} = z\\.infer<typeof (\\w+)>;`).exec(source);
  if (inferred) return exports[inferred[1]!] as z.ZodType | undefined;
  // A summary type (`Omit<BlogPost, 'content'>`): the base object's fields without those keys.
  const omitted = new RegExp(`export type ${typeName} = Omit<(\\w+), ([^>]+)>;`).exec(source);
  if (!omitted) return undefined;
  const base = schemaOfType(schemaFile, omitted[1]!);
  if (!(base instanceof z.ZodObject)) return undefined;
  const keys = new Set([...omitted[2]!.matchAll(/'(\w+)'/g)].map((match) => match[1]));
  return z.object(Object.fromEntries(Object.entries(base.shape).filter(([key]) => !keys.has(key))));
}

/** The list schema of a schema module whose items are `item`, if it has exactly one. */
function listSchemaOf(schemaFiles: readonly string[], item: z.ZodType): z.ZodType | undefined {
  const lists = new Set(
    schemaFiles
      .flatMap((file) => Object.values(schemaModules[file] ?? {}))
      .filter((value) => value instanceof z.ZodArray && value.element === item),
  );
  return lists.size === 1 ? ([...lists][0] as z.ZodType) : undefined;
}

interface ContentExport {
  readonly file: string;
  readonly name: string;
  readonly declared: string;
  readonly value: unknown;
  readonly schema: z.ZodType | undefined;
}

/** The exports of one content module with the schema their declared type leads to. */
function contentExports(file: string): ContentExport[] {
  const source = contentSources[file] ?? '';
  const folder = file.slice(0, file.lastIndexOf('/') + 1);
  const typeFiles = new Map<string, string>();
  for (const match of source.matchAll(
    /import type \{([^}]+)\} from '([./]+schema\/[\w-]+\.ts)'/g,
  )) {
    const schemaFile = new URL(match[2]!, `file:///${folder}`).pathname.replace(
      /^\/.*?content\/schema\//,
      SCHEMA_DIR,
    );
    for (const name of match[1]!.split(',').map((part) => part.trim())) {
      if (name) typeFiles.set(name, schemaFile);
    }
  }
  // The folder's own schema module may hold the list schema of an item typed elsewhere.
  const kind = /content\/([\w-]+)\//.exec(file)?.[1];
  const ownSchema = kind ? `${SCHEMA_DIR}${kind}.ts` : undefined;
  const exports = contentModules[file] ?? {};
  return [...source.matchAll(/^export const (\w+)(?:\s*:\s*([^=]+?))?\s*=/gm)].map((match) => {
    const name = match[1]!;
    const declared = (match[2] ?? '').replace(/\s+/g, ' ').trim();
    const type = /^(?:Readonly<)?(?:readonly )?(?:Record<[^,]+, )?(\w+)/.exec(declared)?.[1];
    const schemaFile = type ? typeFiles.get(type) : undefined;
    const item = schemaFile && type ? schemaOfType(schemaFile, type) : undefined;
    let schema = item;
    if (item && declared.endsWith('[]')) {
      const files = [schemaFile!, ...(ownSchema && ownSchema in schemaModules ? [ownSchema] : [])];
      schema = listSchemaOf(files, item) ?? z.array(item);
    } else if (item && /Record</.test(declared)) {
      schema = z.record(z.string(), item);
    }
    return { file: shortName(file), name, declared, value: exports[name], schema };
  });
}

const all = Object.keys(contentSources).flatMap(contentExports);
const checked = all.filter((entry) => entry.schema !== undefined);

/** Plain words and lists of them: option lists and labels that the schemas themselves import. */
const isPlainWords = (value: unknown): boolean =>
  typeof value === 'string' ||
  (Array.isArray(value) && value.every((item) => typeof item === 'string')) ||
  (value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every((item) => typeof item === 'string'));

/** Exports that are no content of a page, with the reason. */
const NOT_PAGE_CONTENT: Readonly<Record<string, string>> = {
  // Brand facts with literal types (`as const`) that the document head and JSON-LD read.
  'site.ts site': 'brand facts',
};

describe('content matches its schemas', () => {
  it('finds the content modules and their schemas', () => {
    expect(Object.keys(contentSources).length).toBeGreaterThan(30);
    expect(checked.length).toBeGreaterThan(60);
  });

  it.each(checked.map((entry) => [`${entry.file} ${entry.name}`, entry] as const))(
    '%s',
    (_label, { schema, value }) => {
      const result = schema!.safeParse(value);
      expect(result.success ? [] : result.error.issues).toEqual([]);
    },
  );

  it('leaves no data export unchecked', () => {
    const unchecked = all.filter(
      (entry) =>
        entry.schema === undefined &&
        typeof entry.value !== 'function' &&
        !isPlainWords(entry.value) &&
        !(`${entry.file} ${entry.name}` in NOT_PAGE_CONTENT),
    );
    expect(unchecked.map((entry) => `${entry.file} ${entry.name}: ${entry.declared}`)).toEqual([]);
  });
});
