/**
 * The one-field forms (the account's name and phone, a licence's phone): Save waits for a change, sends the field alone,
 * takes the answer as the new start, and shows a refusal beside the field.
 */
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/render-app';
import { renderPlatform } from '@/test/render-platform';
import { consoleLicence, consoleUser, signedInStubs } from '../test/console-fixtures';

beforeAll(async () => {
  await import('./account-page');
  await import('./licence-page');
  await import('@/platform/platform-routes');
}, 60_000);

describe('a one-field form', { timeout: 60_000 }, () => {
  it('saves the account’s name once it changed, and waits for the next change', async () => {
    const { callsTo } = stubFetch({
      ...signedInStubs(),
      'POST /api/v1/profiles/sales-user-update-name': { body: { ...consoleUser(), name: 'Ana Petrović' } },
    });
    const { user } = renderPlatform('/console/account');
    const name = await screen.findByRole('textbox', { name: 'Full name' });
    const [saveName, savePhone] = screen.getAllByRole('button', { name: 'Save' });
    expect(saveName).toHaveProperty('disabled', true);

    await user.clear(name);
    await user.type(name, 'Ana Petrović');
    expect(saveName).toHaveProperty('disabled', false);
    expect(savePhone).toHaveProperty('disabled', true);
    await user.click(saveName!);

    await waitFor(() => expect(callsTo('POST', '/profiles/sales-user-update-name')).toHaveLength(1));
    const [request] = callsTo('POST', '/profiles/sales-user-update-name');
    expect(await request!.json()).toEqual({ name: 'Ana Petrović' });
    expect(await screen.findByText('Saved.')).toBeTruthy();
    await waitFor(() => expect(saveName).toHaveProperty('disabled', true));
  });

  it('shows the server’s refusal of a licence’s phone beside the field', async () => {
    const { callsTo } = stubFetch({
      ...signedInStubs(),
      'GET /api/v1/licences/get-sales-licence/11': { body: consoleLicence() },
      'GET /api/v1/licences/licence-domains/11': { body: [] },
      'GET /api/v1/licences/app-builds/11': { body: [] },
      'GET /api/v1/places/suggest': { body: [] },
      'POST /api/v1/licences/sales-user-update-licence-phone/11': {
        status: 422,
        body: [{ field: 'phone', message: 'The number is not a Serbian phone number.' }],
      },
    });
    const { user } = renderPlatform('/console/licences/11');
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    await user.clear(phone);
    await user.type(phone, '0112345678');
    await user.click(screen.getAllByRole('button', { name: 'Save' }).at(-1)!);

    await waitFor(() => expect(callsTo('POST', '/licences/sales-user-update-licence-phone/11')).toHaveLength(1));
    const [request] = callsTo('POST', '/licences/sales-user-update-licence-phone/11');
    expect(await request!.json()).toEqual({ phone: '0112345678' });
    expect(await screen.findByText('The number is not a Serbian phone number.')).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
  });
});
