import { describe, expect, it } from 'vitest';
import { OfflinePlaces } from '../../../platform/places/offline-places';
import { suggestAddresses } from './suggest-addresses';

const places = new OfflinePlaces();
const labels = async (query: string, limit = 5) =>
  (await suggestAddresses(places, query, limit)).map((suggestion) => suggestion.label);

describe('suggestAddresses', () => {
  it('keeps the street typed before the comma and completes the place after it', async () => {
    expect(await suggestAddresses(places, '  Knez   Mihailova 5 , Beo', 1)).toEqual([
      { address: 'Knez Mihailova 5', city: 'Beograd', country: 'Srbija', label: 'Knez Mihailova 5, Beograd, Srbija' },
    ]);
  });

  it('finds the place in the last words when there is no comma, preferring the longest name', async () => {
    expect(await labels('Zmaj Jovina 2 Novi Sad', 1)).toEqual(['Zmaj Jovina 2, Novi Sad, Srbija']);
    expect(await labels('Bulevar 10 Нови Пазар', 1)).toEqual(['Bulevar 10, Novi Pazar, Srbija']);
  });

  it('offers places alone, without a street, when only a place was typed', async () => {
    expect(await labels('Чачак')).toEqual(['Čačak, Srbija']);
    expect((await suggestAddresses(places, 'Čačak', 5))[0]?.address).toBe('');
  });

  it('reads a picked label back to the same suggestion', async () => {
    expect(await labels('Knez Mihailova 5, Beograd, Srbija', 1)).toEqual(['Knez Mihailova 5, Beograd, Srbija']);
  });

  it('suggests nothing for blank text, a lone country or an unknown place', async () => {
    expect(await labels('  , ')).toEqual([]);
    expect(await labels('Srbija')).toEqual([]);
    expect(await labels('Glavna 1, Qxzqx')).toEqual([]);
    expect(await labels('Glavna ulica 1')).toEqual([]);
  });
});
