import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { blogAuthors } from '#content/blog/authors.ts';
import { blogCategories } from '#content/blog/categories.ts';
import { blogPosts } from '#content/blog/posts.ts';
import { createTestApp, TEST_SITE_URL } from './app-harness.ts';

const app = createTestApp();

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (match, name: string) => {
    if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return entities[name] ?? match;
  });
}

/** The visible text of some HTML, with tags removed and entities decoded. */
const textOf = (html: string) =>
  decode(html.replace(/<!--.*?-->/g, '').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');

/** Slugs of the post cards in the page, in order. */
function cardSlugs(html: string): string[] {
  return [...html.matchAll(/<a[^>]*class="blog-card__link"[^>]*>/g)].map(
    ([tag]) => /href="\/blog\/([^"]+)"/.exec(tag)?.[1] ?? '',
  );
}

interface XmlElement {
  readonly name: string;
  readonly attributes: Record<string, string>;
  readonly children: XmlElement[];
  text: string;
}

/**
 * A strict little XML reader for the feed test: balanced tags, quoted attributes and only
 * the five predefined entities or character references. Throws on anything malformed.
 */
function parseXml(xml: string): XmlElement {
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, '');
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '' };
  const stack = [root];
  const token = /<(\/?)([\w:.-]+)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)|(<)/g;
  for (const match of body.matchAll(token)) {
    const [, closing, name, attributeText, selfClosing, text, stray] = match;
    const parent = stack.at(-1)!;
    if (stray) throw new Error(`Malformed markup at ${match.index}`);
    if (text !== undefined) {
      if (/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i.test(text)) throw new Error('Bad entity');
      parent.text += decode(text);
      continue;
    }
    if (closing) {
      if (parent.name !== name) throw new Error(`</${name}> closes <${parent.name}>`);
      stack.pop();
      continue;
    }
    const attributes = Object.fromEntries(
      [...(attributeText ?? '').matchAll(/([\w:.-]+)="([^"]*)"/g)].map(([, key, value]) => [
        key!,
        decode(value!),
      ]),
    );
    const element: XmlElement = { name: name!, attributes, children: [], text: '' };
    parent.children.push(element);
    if (!selfClosing) stack.push(element);
  }
  if (stack.length !== 1 || root.children.length !== 1) throw new Error('Unbalanced document');
  return root.children[0]!;
}

const child = (element: XmlElement, name: string) =>
  element.children.find((item) => item.name === name);

describe('/blog filters in the server HTML', () => {
  it('lists every post without filters, featured ones first', async () => {
    const response = await request(app).get('/blog');
    expect(response.status).toBe(200);
    const featured = blogPosts.filter((post) => post.featured).map((post) => post.slug);
    expect(cardSlugs(response.text)).toEqual([...featured, ...blogPosts.map((post) => post.slug)]);
    expect(textOf(response.text)).toContain(`${blogPosts.length} articles`);
  });

  it('applies ?search= on the server, every term required', async () => {
    const response = await request(app).get('/blog?search=HIPAA%20patients');
    expect(cardSlugs(response.text)).toEqual(['ai-voice-agents-healthcare']);
    expect(textOf(response.text)).toContain('1 article');
    expect(response.text).toMatch(/<input[^>]*name="search"[^>]*value="HIPAA patients"/);
    const none = await request(app).get('/blog?search=HIPAA%20mortgage');
    expect(cardSlugs(none.text)).toEqual([]);
  });

  it('applies ?tag= and ?category= on the server', async () => {
    const tagged = await request(app).get('/blog?tag=crm');
    expect(cardSlugs(tagged.text)).toEqual(['crm-integration-ai-agents']);
    expect(textOf(tagged.text)).toContain('Tagged #crm');
    const inCategory = await request(app).get('/blog?category=lead-generation');
    expect(cardSlugs(inCategory.text)).toEqual([
      'ai-lead-qualification',
      'crm-integration-ai-agents',
      'ai-voice-agents-real-estate',
    ]);
  });

  it('shows the empty state when nothing matches', async () => {
    const response = await request(app).get('/blog?search=zebra');
    const text = textOf(response.text);
    expect(text).toContain('No posts found');
    expect(text).toContain("Try adjusting your search or filter to find what you're looking for.");
    expect(text).toContain('0 articles');
  });

  it('links the feed from the head', async () => {
    const response = await request(app).get('/blog');
    expect(response.text).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Blog RSS" href="/rss.xml"/>',
    );
  });
});

describe('unknown blog pages', () => {
  it.each(['/blog/no-such-post', '/blog/author/no-such-author', '/blog/category/no-such-category'])(
    '%s redirects to /blog',
    async (path) => {
      const response = await request(app).get(path).redirects(0);
      expect(response.status).toBe(302);
      expect(response.headers.location).toBe('/blog');
    },
  );
});

describe('/blog/{slug}', () => {
  const post = blogPosts.find((item) => item.slug === 'ai-lead-qualification')!;

  it('renders the article with its head, JSON-LD and share links', async () => {
    const response = await request(app).get(`/blog/${post.slug}`);
    expect(response.status).toBe(200);
    const html = response.text;
    expect(html).toContain(`<title>${post.title} | Voxera AI</title>`);
    expect(html).toContain('<meta property="og:type" content="article"/>');
    // Social networks get the 1200 × 630 JPEG the build made from the post's SVG.
    expect(html).toContain(
      `<meta property="og:image" content="${TEST_SITE_URL}${post.image.social}"/>`,
    );
    expect(html).toContain('href="/rss.xml"');
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map(([, json]) => JSON.parse(json!) as Record<string, unknown>)
      .find((data) => data['@type'] === 'BlogPosting');
    expect(jsonLd).toMatchObject({
      headline: post.title,
      datePublished: post.publishedDate,
      image: `${TEST_SITE_URL}${post.image.social}`,
      author: { '@type': 'Person', name: 'Sofia Ramirez' },
    });
    const text = textOf(html);
    expect(text).toContain(`${post.date} 3 min read 1,975 views`);
    expect(text).toContain('Copy link');
    expect(html).toContain('aria-label="Breadcrumb"');
    const shareBar = /<section class="blog-share"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    const outgoing = [...shareBar.matchAll(/<a[^>]*target="_blank"[^>]*>/g)].map(([tag]) => tag);
    expect(outgoing).toHaveLength(4);
    for (const tag of outgoing) expect(tag).toContain('rel="noopener noreferrer"');
    expect(outgoing.some((tag) => tag.includes('href="mailto:?subject='))).toBe(true);
  });

  it('shows the tag links', async () => {
    const response = await request(app).get(`/blog/${post.slug}`);
    expect(response.text).toContain('href="/blog?tag=speed-to-lead"');
  });

  it.each(blogPosts.map((each) => each.slug))(
    '/blog/%s shows one to three related posts, never itself',
    async (slug) => {
      const response = await request(app).get(`/blog/${slug}`);
      const related = /<div data-testid="related-posts">[\s\S]*?<\/section>/.exec(response.text);
      const slugs = cardSlugs(related?.[0] ?? '');
      expect(slugs.length).toBeGreaterThan(0);
      expect(slugs.length).toBeLessThanOrEqual(3);
      expect(slugs).not.toContain(slug);
    },
  );
});

describe('author and category pages', () => {
  it('renders an author with their article count', async () => {
    const response = await request(app).get('/blog/author/maya-patel');
    expect(response.status).toBe(200);
    const text = textOf(response.text);
    expect(text).toContain('Dr. Maya Patel');
    expect(text).toContain('1 article');
    expect(cardSlugs(response.text)).toEqual(['ai-voice-agents-healthcare']);
  });

  it('renders a category with its posts and four other categories', async () => {
    const response = await request(app).get('/blog/category/sales-automation');
    expect(response.status).toBe(200);
    expect(textOf(response.text)).toContain('3 articles');
    expect(cardSlugs(response.text)).toHaveLength(3);
    expect(response.text.match(/class="card card--interactive blog-category-card"/g)).toHaveLength(
      4,
    );
  });
});

describe('/rss.xml', () => {
  it('is well-formed RSS 2.0 with every post and absolute links', async () => {
    const response = await request(app).get('/rss.xml');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const rss = parseXml(response.text);
    expect(rss.name).toBe('rss');
    expect(rss.attributes.version).toBe('2.0');
    const channel = child(rss, 'channel')!;
    expect(child(channel, 'link')?.text).toBe(`${TEST_SITE_URL}/blog`);
    const items = channel.children.filter((item) => item.name === 'item');
    expect(items).toHaveLength(blogPosts.length);
    expect(items.map((item) => child(item, 'link')?.text)).toEqual(
      blogPosts.map((post) => `${TEST_SITE_URL}/blog/${post.slug}`),
    );
    for (const item of items) {
      expect(child(item, 'title')?.text).toBeTruthy();
      expect(child(item, 'description')?.text).toBeTruthy();
      expect(Number.isNaN(Date.parse(child(item, 'pubDate')!.text))).toBe(false);
    }
  });

  it('rejects malformed XML in its checker (the test can fail)', () => {
    expect(() => parseXml('<rss><channel></rss>')).toThrow();
    expect(() => parseXml('<rss>a & b</rss>')).toThrow();
  });
});

describe('/sitemap.xml', () => {
  it('lists every post, author and category', async () => {
    const response = await request(app).get('/sitemap.xml');
    const paths = [
      ...blogPosts.map((post) => `/blog/${post.slug}`),
      ...blogAuthors.map((author) => `/blog/author/${author.id}`),
      ...blogCategories.map((category) => `/blog/category/${category.slug}`),
    ];
    for (const path of paths) expect(response.text).toContain(`<loc>${TEST_SITE_URL}${path}</loc>`);
  });
});
