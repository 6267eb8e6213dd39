/**
 * GET /places/suggest (SPEC §2, §5; decision 0014): public address suggestions from the offline list of Serbian
 * places, in either script, the typed street kept; a blank query is an empty list, a bad limit a 422.
 */
import { PLACE_SUGGESTION_LIMIT } from '@izlog/contract/places';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence, type TTestLicence } from '../../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';

let app: TTestApp;
let licence: TTestLicence;
beforeAll(async () => {
  app = await createTestApp();
  licence = await createLicence(app);
});
afterAll(() => app.close());

const suggest = (query: string, language: 'en' | 'srp' = 'en') =>
  call(app, { method: 'GET', url: `/api/v1/places/suggest?${query}`, licence: licence.id, language });

describe('GET /places/suggest', () => {
  it('answers a visitor: a Cyrillic place name finds the Latin place, with the typed street kept', async () => {
    const response = await suggest(`q=${encodeURIComponent('Кнез Михаилова 5, Беогр')}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()[0]).toEqual({
      address: 'Кнез Михаилова 5',
      city: 'Beograd',
      country: 'Srbija',
      label: 'Кнез Михаилова 5, Beograd, Srbija',
    });
  });

  it("answers on the platform host too, where the purchase wizard asks for a new site's location", async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/places/suggest?q=${encodeURIComponent('Zmaj Jovina 4, Novi S')}`,
      headers: { host: 'localhost:3000', 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()[0]).toMatchObject({ address: 'Zmaj Jovina 4', city: 'Novi Sad', country: 'Srbija' });
  });

  it('finds places without diacritics and without a comma', async () => {
    const response = await suggest(`q=${encodeURIComponent('Bulevar Nemanjica 12 Nis')}`);
    expect(response.json().map((suggestion: { label: string }) => suggestion.label)).toContain(
      'Bulevar Nemanjica 12, Niš, Srbija',
    );
  });

  it('answers an empty list for a blank or missing query, and for a place it does not know', async () => {
    for (const query of ['q=', 'q=%20%20', '', `q=${encodeURIComponent('Glavna 1, Qxzqx')}`]) {
      const response = await suggest(query);
      expect(response.statusCode, query).toBe(200);
      expect(response.json(), query).toEqual([]);
    }
  });

  it('keeps to the limit: 8 unless asked, never more than 20', async () => {
    const many = await suggest('q=b');
    expect(many.json()).toHaveLength(PLACE_SUGGESTION_LIMIT.default);
    expect((await suggest('q=b&limit=3')).json()).toHaveLength(3);
    const tooMany = await suggest('q=b&limit=500', 'srp');
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toEqual([{ field: 'limit', message: expect.stringContaining('20') }]);
  });

  it('refuses a query longer than an address could be', async () => {
    const response = await suggest(`q=${'a'.repeat(201)}`);
    expect(response.statusCode).toBe(422);
    expect(response.json()[0].field).toBe('q');
  });
});
