import type { TPlaceSuggestion } from '@izlog/contract/places';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/render-app';
import { renderWithProviders } from '@/test/render-with-providers';
import { AddressAutocomplete, type TAddressValue } from './address-autocomplete';

const suggestion = (address: string, city: string): TPlaceSuggestion => ({
  address,
  city,
  country: 'Srbija',
  label: [address, city, 'Srbija'].filter(Boolean).join(', '),
});

function stubPlaces() {
  return stubFetch({
    'GET /api/v1/places/suggest': (request) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      if (q.includes('Qx')) return { body: [] };
      const [street, place = street] = q.includes(',') ? q.split(/,\s*/) : ['', q];
      const cities = ['Beograd', 'Bečej'].filter((city) =>
        city.toLowerCase().startsWith((place ?? '').toLowerCase().slice(0, 2)),
      );
      return { body: cities.map((city) => suggestion(q.includes(',') ? (street ?? '') : '', city)) };
    },
  });
}

function Harness({ onChange }: { onChange(value: TAddressValue | null): void }) {
  const [value, setValue] = useState<TAddressValue | null>(null);
  return (
    <>
      <AddressAutocomplete
        label="Address"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

describe('the address autocomplete', () => {
  it('counts only a picked suggestion: typing alone shows the pick message', async () => {
    const { callsTo } = stubPlaces();
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Harness onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Address' });
    await user.type(input, 'Knez Mihailova 5, Be');
    expect(await screen.findByRole('option', { name: 'Knez Mihailova 5, Beograd, Srbija' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(await screen.findByText('Choose the location from the list of suggestions.')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalledWith(expect.objectContaining({ city: 'Beograd' }));
    expect(new URL(callsTo('GET', '/places/suggest').at(-1)!.url).searchParams.get('q')).toBe('Knez Mihailova 5, Be');

    await user.click(input);
    await user.click(await screen.findByRole('option', { name: 'Knez Mihailova 5, Beograd, Srbija' }));
    expect(onChange).toHaveBeenLastCalledWith({ address: 'Knez Mihailova 5', city: 'Beograd', country: 'Srbija' });
    expect((input as HTMLInputElement).value).toBe('Knez Mihailova 5, Beograd, Srbija');
    await waitFor(() => expect(screen.queryByText('Choose the location from the list of suggestions.')).toBeNull());

    // Changing the text after the pick drops the value until the next pick.
    await user.type(input, 'x');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('asks for the street when only a place is picked, and says when no place matches', async () => {
    stubPlaces();
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Harness onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Address' });
    await user.type(input, 'Beo');
    await user.click(await screen.findByRole('option', { name: 'Beograd, Srbija' }));
    expect(onChange).not.toHaveBeenCalledWith(expect.objectContaining({ city: 'Beograd' }));
    expect((input as HTMLInputElement).value).toBe(', Beograd, Srbija');
    expect(
      await screen.findByText('Add the street and number before the place, e.g. Knez Mihailova 5, Beograd.'),
    ).toBeTruthy();

    await user.clear(input);
    await user.type(input, 'Glavna 1, Qxzq');
    expect(await screen.findByText('No such place. Type the street and number, a comma, then the place.')).toBeTruthy();
  });
});
