import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  pageQueryMap,
  SITE_HTTP_CONF,
  withPageQueryMap,
} from '../../../scripts/nginx-cache-key.ts';

describe("the proxy's cache key per page", () => {
  const conf = readFileSync(SITE_HTTP_CONF, 'utf8');

  it('is the route table as it is (run `npx tsx scripts/nginx-cache-key.ts` after changing it)', () => {
    expect(conf).toBe(withPageQueryMap(conf));
    expect(conf).toContain(pageQueryMap());
  });

  it("keys a page by its route's parameters only, with a regex for dynamic paths", () => {
    const map = pageQueryMap();
    expect(map).toContain("    /pricing  'billing=$arg_billing';");
    expect(map).toContain("    /blog  'category=$arg_category&tag=$arg_tag&search=$arg_search';");
    // A page that reads no parameter keys by its path alone: campaign links share its entry.
    expect(map).not.toMatch(/^\s+\/features\s/m);
    expect(map).not.toMatch(/utm_|gclid/);
  });

  it('is what site-location.conf keys the cache by', () => {
    const location = readFileSync(
      SITE_HTTP_CONF.replace('site-http.conf', 'site-location.conf'),
      'utf8',
    );
    expect(location).toMatch(
      /^proxy_cache_key \$scheme\$host\$uri\?\$site_page_query\|\$site_encoding;$/m,
    );
  });
});
