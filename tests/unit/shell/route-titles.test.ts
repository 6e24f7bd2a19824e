import { describe, expect, it } from 'vitest';
import { routeEntries } from '#shared/route-manifest.ts';
import { capitalizeSlug, titleForPath } from '#shared/route-titles.ts';

describe('titleForPath', () => {
  it('gives every static page its title from the route table', () => {
    for (const entry of routeEntries) {
      if (entry.path.includes(':') || entry.path === '*' || entry.path === '/') continue;
      expect(titleForPath(entry.path)).toBe(entry.title);
    }
  });

  it('calls the home page Home', () => {
    expect(titleForPath('/')).toBe('Home');
  });

  it("prefixes blog paths with 'Blog: ' and the capitalised slug", () => {
    expect(titleForPath('/blog/ai-voice-agents-in-healthcare')).toBe(
      'Blog: Ai Voice Agents In Healthcare',
    );
    expect(titleForPath('/blog/category/sales-automation')).toBe('Blog: Sales Automation');
  });

  it('keeps the blog index its own title', () => {
    expect(titleForPath('/blog')).toBe('Blog');
    expect(titleForPath('/blog/?tag=crm')).toBe('Blog');
  });

  it('names other dynamic pages after their route and slug', () => {
    expect(titleForPath('/case-studies/acme-realty')).toBe('Case Study: Acme Realty');
  });

  it('ignores trailing slashes, queries and hashes', () => {
    expect(titleForPath('/pricing/?period=annual#plans')).toBe('Pricing');
  });

  it('falls back to the not-found title for unknown paths', () => {
    expect(titleForPath('/no/such/page')).toBe('Page Not Found');
  });
});

describe('capitalizeSlug', () => {
  it('capitalises every hyphen-separated word', () => {
    expect(capitalizeSlug('real-estate-leads')).toBe('Real Estate Leads');
    expect(capitalizeSlug('')).toBe('');
  });
});
