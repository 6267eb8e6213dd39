/**
 * The IPS QR proforma: the code as an image with "NBS IPS QR" printed beside it, what a bank slip needs (payee,
 * account, amount, model 97 and the reference, purpose), a print button, and the two states.
 */
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSalesSession, restoreSalesUser } from '@/lib/sales-user-store';
import { stubFetch } from '@/test/render-app';
import { filledDraft, invoice, readStoredDraft, salesOrder, salesUser, storeDraft } from '../test/purchase-fixtures';
import { renderPurchase } from '../test/render-purchase';

afterEach(() => {
  act(() => endSalesSession());
  vi.restoreAllMocks();
});

const signedIn = () => act(() => restoreSalesUser(salesUser));
const fieldRows = () =>
  screen.getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe('IPS QR proforma', { timeout: 60_000 }, () => {
  it('shows the code, the slip fields and the waiting state, and prints', async () => {
    const { callsTo } = stubFetch({ 'POST /api/v1/licences/get-domain-invoice': { body: invoice() } });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    signedIn();
    storeDraft(filledDraft({ step: 4, order_id: 501 }));
    const { user } = renderPurchase('/proforma/9705000501');

    expect(await screen.findByRole('heading', { level: 1, name: 'Proforma invoice' })).toBeTruthy();
    expect(await callsTo('POST', '/licences/get-domain-invoice')[0]!.json()).toEqual({ reference_no: '9705000501' });
    expect(screen.getByText('Waiting for payment')).toBeTruthy();
    const code = screen.getByRole('img', {
      name: 'NBS IPS QR code for paying RSD 13,800 to Izlog d.o.o.\nBulevar oslobođenja 1, Novi Sad',
    });
    expect(code.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(screen.getByText('NBS IPS QR')).toBeTruthy();
    expect(fieldRows()).toEqual([
      'Payee: Izlog d.o.o.\nBulevar oslobođenja 1, Novi Sad',
      "Payee's account: 160-0000000012345-67",
      'Amount: RSD 13,800',
      'Model: 97',
      'Reference number: 05000501',
      'Purpose of payment: Licenca Izlog, porudžbina 501',
    ]);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    // Still waiting: the draft keeps the order, so the buyer can pay it by card instead.
    expect(readStoredDraft()).toMatchObject({ order_id: 501 });
  });

  it('paid: says so, shows the site being made and clears the draft of that order', async () => {
    stubFetch({
      'POST /api/v1/licences/get-domain-invoice': { body: invoice({ status: 'paid' }) },
      'GET /api/v1/licences/get-sales-order/501': { body: salesOrder({ status: 'provisioned', licence_id: 12 }) },
    });
    signedIn();
    storeDraft(filledDraft({ step: 4, order_id: 501 }));
    renderPurchase('/proforma/9705000501', { language: 'srp' });
    expect(await screen.findByText('Plaćeno')).toBeTruthy();
    expect(screen.getByText('Uplata je stigla: pravimo vaš sajt.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Vaš sajt je spreman' })).toBeTruthy();
    expect(readStoredDraft()).toBeNull();
  });

  it('an unknown reference says there is no such invoice', async () => {
    stubFetch({
      'POST /api/v1/licences/get-domain-invoice': {
        status: 404,
        body: { name: 'NotFound', message: 'Not found.', status: 404 },
      },
    });
    signedIn();
    renderPurchase('/proforma/9799999999');
    expect(await screen.findByText('There is no proforma invoice with this number, or it is not yours.')).toBeTruthy();
  });
});
