import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence, createSignedInUser, type TTestLicence } from '../../../test/factories';
import { createTestApp, type TTestApp } from '../../../test/harness';

// Over a real socket with Node's own fetch, which refuses an answer whose headers pass 16 KB (a proxy with default
// buffers gives up at 4–8 KB): `app.inject()` would read any size.
let app: TTestApp;
let origin: string;
let licence: TTestLicence;
let editorToken: string;
beforeAll(async () => {
  app = await createTestApp();
  licence = await createLicence(app);
  ({ token: editorToken } = await createSignedInUser(app, licence, { role: 'EDITOR' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
});
afterAll(() => app.close());

const HEADERS_MAX = 8 * 1024;

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${path}`, { headers: { 'x-licence': String(licence.id), ...headers } });
  const sizes = [...response.headers].map(([name, value]) => name.length + value.length + 4);
  return {
    response,
    largestHeader: Math.max(...sizes),
    allHeaders: sizes.reduce((sum, size) => sum + size, 0),
    link: response.headers.get('link') ?? '',
  };
}

describe('response headers stay bounded whatever the query (decision 0018)', () => {
  it('refuses a 10,000-character filter with a readable 414 in the visitor language, on the contents and another list', async () => {
    const long = 'x'.repeat(10_000);
    for (const path of [`/api/v1/contents?filter[foo]=${long}`, `/api/v1/categories?filter[name]=${long}`]) {
      const serbian = await get(path);
      expect(serbian.response.status, path).toBe(414);
      expect(await serbian.response.json()).toEqual({
        name: 'URI Too Long',
        message: 'Adresa zahteva je preduga (najviše 4096 znakova posle „?“): skratite filtere ili pretragu.',
        status: 414,
      });
      expect(serbian.allHeaders).toBeLessThan(HEADERS_MAX);
      const english = await get(path, { 'accept-language': 'en' });
      expect(english.response.status).toBe(414);
      expect(((await english.response.json()) as { message: string }).message).toBe(
        'The request address is too long (at most 4096 characters after "?"): shorten the filters or the search.',
      );
    }
  });

  it('does not echo an unknown filter into Link, and keeps the known ones as validated', async () => {
    const zeros = `${'0'.repeat(1000)}3`;
    const answer = await get(`/api/v1/contents?filter[unknown]=${'y'.repeat(2500)}&filter[content_type_id]=${zeros}`);
    expect(answer.response.status).toBe(200);
    expect(answer.allHeaders).toBeLessThan(HEADERS_MAX);
    expect(answer.link).not.toContain('unknown');
    expect(answer.link).toContain('</api/v1/contents?filter%5Bcontent_type_id%5D=3&page=1&page_count=20>; rel=self');
  });

  it('answers the longest search a visitor may type, in Cyrillic, with headers under 8 KB', async () => {
    const search = encodeURIComponent('ш'.repeat(200));
    const answer = await get(`/api/v1/contents?search=${search}&filter[slug]=${'s'.repeat(120)}&sort=newest`);
    expect(answer.response.status).toBe(200);
    expect(answer.response.headers.get('x-pagination-total-count')).toBe('0');
    expect(answer.allHeaders).toBeLessThan(HEADERS_MAX);
    // Five links of 2.5 KB of query would pass the bound: the pagination headers still tell the page.
    expect(answer.link).toBe('');
  });

  it('keeps an absurd Host out of the links', async () => {
    // fetch sets Host itself; node:http sends the one given.
    const { headers, status } = await new Promise<{ headers: IncomingHttpHeaders; status?: number }>(
      (resolve, reject) => {
        const request = httpGet(
          `${origin}/api/v1/contents?page_count=5`,
          { headers: { host: `${'h'.repeat(3000)}.example`, 'x-licence': String(licence.id) } },
          (response) => {
            response.resume();
            response.on('end', () => resolve({ headers: response.headers, status: response.statusCode }));
          },
        );
        request.on('error', reject);
      },
    );
    expect(status).toBe(200);
    expect(headers.link).toContain('</api/v1/contents?page=1&page_count=5>; rel=self');
    expect(String(headers.link).length).toBeLessThan(1024);
  });

  it('bounds the stock photo links the same way', async () => {
    const answer = await get(`/api/v1/stock-photos/topics?per_page=4&junk=${'z'.repeat(3000)}`, {
      authorization: `Bearer ${editorToken}`,
    });
    expect(answer.response.status).toBe(200);
    expect(answer.allHeaders).toBeLessThan(HEADERS_MAX);
    expect(answer.link).not.toContain('junk');
    expect(answer.link).toContain('/api/v1/stock-photos/topics?per_page=4&page=2>; rel="next"');
  });
});
