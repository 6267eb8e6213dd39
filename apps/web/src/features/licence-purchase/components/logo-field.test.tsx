/**
 * The new site's logo in the order form: a PNG or JPEG is squared in the browser and kept in the draft (so it
 * survives the trip to the payment page); another type is refused at the field; the logo can be removed again.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSalesSession, restoreSalesUser } from '@/lib/sales-user-store';
import { stubFetch } from '@/test/render-app';
import { catalogueStubs, filledDraft, readStoredDraft, salesUser, storeDraft } from '../test/purchase-fixtures';
import { renderPurchase } from '../test/render-purchase';

const SMALL_PNG = 'data:image/png;base64,iVBORw0KGgo=';

// jsdom draws nothing: the drawing is the browser's (its crop is tested in order-request.test.ts, the size rule in the
// licence sales browser test).
vi.mock('../utils/resize-logo', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../utils/resize-logo')>()),
  prepareLogo: vi.fn(async () => ({ dataUrl: SMALL_PNG })),
}));

afterEach(() => act(() => endSalesSession()));

describe('logo of the new site', { timeout: 60_000 }, () => {
  it('keeps a chosen PNG in the draft, refuses a GIF at the field, and can remove it', async () => {
    stubFetch({ ...catalogueStubs(), 'GET /api/v1/places/suggest': { body: [] } });
    act(() => restoreSalesUser(salesUser));
    storeDraft(filledDraft({ step: 2 }));
    const { user } = renderPurchase('/buy');
    await screen.findByRole('button', { name: 'Choose a logo' });
    // The button opens this hidden file input, as a browser's file chooser would fill it.
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;

    await user.upload(input, new File(['gif'], 'logo.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Choose a PNG or JPEG picture.')).toBeTruthy();
    expect(readStoredDraft()?.icon).toBeUndefined();

    await user.upload(input, new File(['png'], 'logo.png', { type: 'image/png' }));
    const preview = await screen.findByRole('img', { name: 'The chosen logo' });
    expect(preview.getAttribute('src')).toBe(SMALL_PNG);
    expect(readStoredDraft()?.icon).toBe(SMALL_PNG);
    expect(screen.queryByText('Choose a PNG or JPEG picture.')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove the logo' }));
    await waitFor(() => expect(readStoredDraft()?.icon).toBeUndefined());
    expect(screen.queryByRole('img', { name: 'The chosen logo' })).toBeNull();
  });
});
