import { JSDOM } from 'jsdom';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../app-harness.ts';

/**
 * What a page's server answer holds, checked over HTTP (the browser tests keep what needs a
 * browser): its structured data, its links, and the redirect of an address that names nothing.
 */
const app = createTestApp();

/** The JSON-LD blocks of a page's HTML, parsed. */
function structuredData(html: string): unknown[] {
  const blocks = html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g);
  return [...blocks].map(([, json]) => JSON.parse(json ?? '{}') as unknown);
}

/** Every object nested anywhere in a JSON value. */
function objectsIn(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(objectsIn);
  if (value === null || typeof value !== 'object') return [];
  const object = value as Record<string, unknown>;
  return [object, ...Object.values(object).flatMap(objectsIn)];
}

/** The server HTML of a page, parsed (no script runs). */
async function served(path: string): Promise<Document> {
  const { text } = await request(app).get(path).expect(200);
  return new JSDOM(text).window.document;
}

const texts = (root: ParentNode, selector: string) =>
  [...root.querySelectorAll(selector)].map((node) => node.textContent?.replace(/\s+/g, ' ').trim());

describe('tiers and packages', () => {
  const featureTiers = [
    {
      path: '/features/voice-agents',
      tiers: [
        [
          'Starter',
          '$499/mo',
          ['1 agent', 'Up to 500 minutes', 'Basic analytics', 'Email support'],
        ],
        [
          'Professional',
          '$999/mo',
          [
            '3 agents',
            '2,000 minutes',
            'Advanced analytics',
            'CRM integration',
            'Priority support',
          ],
        ],
        ['Enterprise', 'Custom', []],
      ],
    },
    {
      path: '/features/chat',
      tiers: [
        ['Starter', '$299/mo', ['1 agent', '1,000 conversations']],
        [
          'Professional',
          '$699/mo',
          ['3 agents', '5,000 conversations', 'CRM integration', 'Priority support'],
        ],
        ['Enterprise', 'Custom', []],
      ],
    },
  ] as const;

  it.each(featureTiers)('$path shows three tiers with their prices and features', async (page) => {
    const cards = [...(await served(page.path)).querySelectorAll('#pricing .tier')];
    expect(cards).toHaveLength(3);
    for (const [index, [name, price, features]] of page.tiers.entries()) {
      const card = cards[index]!;
      expect(texts(card, 'h3')).toEqual([name]);
      expect(texts(card, '.tier__price')).toEqual([price]);
      expect(texts(card, 'li')).toEqual(expect.arrayContaining([...features]));
    }
    expect(texts(cards[1]!, '.tier__ribbon')).toEqual(['Most Popular']);
    const link = (card: Element, name: string) =>
      [...card.querySelectorAll('a')]
        .find((a) => a.textContent?.trim() === name)
        ?.getAttribute('href');
    expect(link(cards[0]!, 'Start Free Trial')).toBe('/onboarding');
    expect(link(cards[2]!, 'Contact Sales')).toBe('/contact');
  });

  it('/implementation lists three packages, Professional recommended, and the process', async () => {
    const page = await served('/implementation');
    const packages = [...page.querySelectorAll('#packages .tier')];
    expect(packages.map((card) => texts(card, '.tier__name')[0])).toEqual([
      'Standard',
      'Professional',
      'Enterprise',
    ]);
    expect(packages.map((card) => texts(card, '.tier__amount')[0])).toEqual([
      'From $5,000',
      'From $10,000',
      'Custom',
    ]);
    expect(texts(packages[1]!, '.tier__ribbon')).toEqual(['Recommended']);
    expect(packages[2]?.textContent).toContain('1 year of support after implementation');
    expect(texts(page, '#process .steps__duration')).toEqual([
      '1-2 weeks',
      '2-3 weeks',
      '2-4 weeks',
      '2-3 weeks',
      '1-2 weeks',
    ]);
  });
});

describe('structured data', () => {
  it('/pricing offers three plans from $49 to $249 a month', async () => {
    const { text } = await request(app).get('/pricing').expect(200);
    expect(structuredData(text).flatMap(objectsIn)).toContainEqual(
      expect.objectContaining({
        '@type': 'AggregateOffer',
        lowPrice: 49,
        highPrice: 249,
        priceCurrency: 'USD',
        offerCount: 3,
        description: 'plans start at $49/month',
      }),
    );
  });

  it('/crm prices the platform at 99 USD, and Start Free Trial leads to onboarding', async () => {
    const { text } = await request(app).get('/crm').expect(200);
    expect(structuredData(text).flatMap(objectsIn)).toContainEqual(
      expect.objectContaining({ price: 99, priceCurrency: 'USD' }),
    );
    const trial = /<a[^>]*href="([^"]*)"[^>]*>(?:(?!<\/a>)[\s\S])*Start Free Trial/.exec(text);
    expect(trial?.[1]).toBe('/onboarding');
  });
});

describe('an address that names nothing', () => {
  it('of a case study redirects to the list, which answers', async () => {
    const answer = await request(app).get('/case-studies/no-such-study');
    expect(answer.status).toBeGreaterThanOrEqual(300);
    expect(answer.status).toBeLessThan(400);
    expect(answer.headers.location).toMatch(/\/case-studies$/);
    const list = await request(app).get('/case-studies').expect(200);
    expect(list.text).toMatch(/<h1[^>]*>Case Studies<\/h1>/);
  });
});
