/**
 * The payment result page (SPEC §2 transaction result pages, §3 Transaction, §8 messages): success with every field
 * a card payment's result must show and the site once it is made, fail and canceled with SPEC's words and a way back
 * to the confirmation step with the draft kept, and a transaction that cannot be read.
 */
import { notificationsStore } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSalesSession, restoreSalesUser } from '@/lib/sales-user-store';
import { stubFetch } from '@/test/render-app';
import { PROVISIONING_POLL_MS } from '../api/get-sales-order';
import { TRANSACTION_POLL_MS } from '../api/get-transaction-status';
import {
  catalogueStubs,
  filledDraft,
  readStoredDraft,
  salesOrder,
  salesUser,
  storeDraft,
  transaction,
} from '../test/purchase-fixtures';
import { renderPurchase } from '../test/render-purchase';
import { PAYMENT_PATIENCE_MS } from './payment-result-page';

const notices = () => notificationsStore.getState().notifications.map((notice) => String(notice.message));

afterEach(() => {
  act(() => endSalesSession());
  vi.useRealTimers();
});

/** The page polls every 2 s: tests that wait for a poll move a fake clock instead of sleeping through it. */
const passTime = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const signedIn = () => act(() => restoreSalesUser(salesUser));

/** The description list's rows as "term: value". */
const fieldRows = () =>
  screen.getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe('payment result page', { timeout: 60_000 }, () => {
  it('success: the transaction fields, the site once provisioned with where to sign in, and the draft cleared', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let orderReads = 0;
    const { callsTo } = stubFetch({
      'GET /api/v1/payments/transaction-status/77': { body: transaction() },
      'GET /api/v1/licences/get-sales-order/501': () => ({
        body: salesOrder({ status: 'provisioned', licence_id: ++orderReads >= 2 ? 12 : null }),
      }),
    });
    signedIn();
    storeDraft(filledDraft({ step: 4, order_id: 501 }));
    renderPurchase('/payment/result/77');

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeTruthy();
    expect(fieldRows()).toEqual([
      'Order number: 9705000501-1',
      'Amount: RSD 12,000',
      'Card: Visa •••• 1111',
      'Authorization code: 123456',
      'Transaction status: 00 — Approved',
      'Transaction number: SBX-77',
      // 13:05:09 UTC is 14:05:09 in Belgrade in November.
      'Time: 23 Nov 2026, 14:05:09',
    ]);
    expect(await screen.findByText('We are making your site. This takes a few seconds.')).toBeTruthy();
    await passTime(PROVISIONING_POLL_MS);
    expect(await screen.findByRole('heading', { name: 'Your site is ready' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'http://hrast.localhost:3000' })).toBeTruthy();
    expect(screen.getByText(/with your Izlog e-mail and password/).textContent).toBe(
      'Sign in at http://hrast.localhost:3000/admin-login with your Izlog e-mail and password.',
    );
    expect(callsTo('GET', '/licences/get-sales-order/501').length).toBeGreaterThanOrEqual(2);
    expect(readStoredDraft()).toBeNull();
  });

  it('success keeps a draft of another order, and the confirmation mail can be sent again (its notice in Serbian)', async () => {
    stubFetch({
      'GET /api/v1/payments/transaction-status/77': {
        body: transaction({ licence_id: 12, site_url: 'https://hrast.izlog.rs' }),
      },
      'GET /api/v1/licences/get-sales-order/501': { body: salesOrder({ status: 'provisioned', licence_id: 12 }) },
      'POST /api/v1/payments/send-payment-success-mail': {
        body: { message: 'Potvrda o plaćanju je poslata na kupac@example.com.' },
      },
    });
    signedIn();
    storeDraft(filledDraft({ step: 1, order_id: 900 }));
    const { user } = renderPurchase('/payment/result/77');
    expect(await screen.findByRole('link', { name: 'https://hrast.izlog.rs' })).toBeTruthy();
    expect(readStoredDraft()).toMatchObject({ order_id: 900 });

    await user.click(screen.getByRole('button', { name: 'Send confirmation again' }));
    await waitFor(() => expect(notices()).toContain('Potvrda o plaćanju je poslata na kupac@example.com.'));
  });

  it("failed: SPEC's message with the bank's reason; Try again goes back to the confirmation step with the draft kept", async () => {
    stubFetch({
      ...catalogueStubs(),
      'GET /api/v1/payments/transaction-status/77': {
        body: transaction({
          status: 'declined',
          outcome: 'failed',
          authorization_code: null,
          status_code: '51',
          status_message: 'Insufficient funds',
          card_last4: '0002',
        }),
      },
      'GET /api/v1/licences/get-sales-order/501': { body: salesOrder() },
    });
    signedIn();
    storeDraft(filledDraft({ step: 4, order_id: 501 }));
    const { user } = renderPurchase('/payment/result/77', { language: 'srp' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Transakcija nije uspela' })).toBeTruthy();
    // The bank's English is said in the reader's language by its code (issue 26 item 8).
    expect(screen.getByText('Odgovor banke: Odbijeno: nedovoljno sredstava')).toBeTruthy();
    expect(fieldRows()).toContain('Status transakcije: 51 — Odbijeno: nedovoljno sredstava');
    expect(fieldRows().some((row) => row.startsWith('Autorizacioni kod'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Pokušaj ponovo' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Vaša porudžbina' })).toBeTruthy();
    expect(readStoredDraft()).toMatchObject({ order_id: 501, title_of_app: 'Radionica Hrast', step: 4 });
  });

  it("canceled: SPEC's message, in English too", async () => {
    stubFetch({
      'GET /api/v1/payments/transaction-status/77': {
        body: transaction({
          status: 'canceled',
          outcome: 'canceled',
          card_type: null,
          card_last4: null,
          status_code: 'CANCELED',
          status_message: 'Canceled by the cardholder',
        }),
      },
    });
    signedIn();
    renderPurchase('/payment/result/77');
    expect(await screen.findByRole('heading', { level: 1, name: 'Transaction canceled' })).toBeTruthy();
    expect(fieldRows()).toContain('Transaction status: CANCELED — Canceled by the cardholder');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(fieldRows().some((row) => row.startsWith('Card'))).toBe(false);
  });

  it('waits while the gateway has not answered, then shows the outcome', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let reads = 0;
    stubFetch({
      'GET /api/v1/payments/transaction-status/77': () => ({
        body:
          ++reads === 1
            ? transaction({ status: 'redirected', outcome: null })
            : transaction({ status: 'declined', outcome: 'failed' }),
      }),
    });
    signedIn();
    renderPurchase('/payment/result/77');
    expect(await screen.findByRole('heading', { name: 'Waiting for the payment result' })).toBeTruthy();
    await passTime(TRANSACTION_POLL_MS);
    expect(await screen.findByRole('heading', { name: 'Transaction failed' }, { timeout: 8000 })).toBeTruthy();
  });

  it('error: a transaction that cannot be read (not the buyer’s, or gone) says so', async () => {
    stubFetch({
      'GET /api/v1/payments/transaction-status/78': {
        status: 404,
        body: { name: 'NotFound', message: 'Not found.', status: 404 },
      },
    });
    signedIn();
    renderPurchase('/payment/result/78');
    expect(await screen.findByRole('heading', { name: 'The transaction cannot be read' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the console' }).getAttribute('href')).toBe('/console');
  });

  it('asks a visitor to sign in before it reads anything', async () => {
    stubFetch({});
    renderPurchase('/payment/result/77');
    const panel = await screen.findByRole('heading', { name: 'Sign in to buy a site' });
    expect(within(panel.parentElement!).getByText('Sign in to see how the payment went.')).toBeTruthy();
  });
});

describe('payment result page: trying again', { timeout: 60_000 }, () => {
  it('without the draft of that order (gone meanwhile) the wizard opens as it is, not on an empty confirmation', async () => {
    stubFetch({
      ...catalogueStubs(),
      'GET /api/v1/payments/transaction-status/77': { body: transaction({ status: 'canceled', outcome: 'canceled' }) },
    });
    signedIn();
    const { user } = renderPurchase('/payment/result/77');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Choose a licence' })).toBeTruthy();
  });
});

describe('payment result page: an order that gets no site', { timeout: 60_000 }, () => {
  it('stops reading an order that ended without its licence and says why, with the server’s reason', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { callsTo } = stubFetch({
      'GET /api/v1/payments/transaction-status/77': { body: transaction({ refund_due: true }) },
      'GET /api/v1/licences/get-sales-order/501': {
        body: salesOrder({
          status: 'expired',
          provisioning_error: 'paid after its reservation lapsed, when its address was already taken',
        }),
      },
    });
    signedIn();
    renderPurchase('/payment/result/77');
    expect(await screen.findByRole('heading', { level: 2, name: 'No site is made for this order' })).toBeTruthy();
    expect(screen.getByText('The order lapsed before its payment was applied.')).toBeTruthy();
    expect(
      screen.getByText('Reason: paid after its reservation lapsed, when its address was already taken'),
    ).toBeTruthy();
    expect(screen.queryByText('We are making your site. This takes a few seconds.')).toBeNull();
    // Read once, not every 2 s for ever.
    await passTime(PROVISIONING_POLL_MS + 600);
    expect(callsTo('GET', '/licences/get-sales-order/501')).toHaveLength(1);
  });

  it('says a refunded or cancelled order in words (Serbian)', async () => {
    stubFetch({
      'GET /api/v1/payments/transaction-status/77': { body: transaction() },
      'GET /api/v1/licences/get-sales-order/501': { body: salesOrder({ status: 'refunded' }) },
    });
    signedIn();
    renderPurchase('/payment/result/77', { language: 'srp' });
    expect(await screen.findByText('Novac za ovu porudžbinu je vraćen.')).toBeTruthy();
    expect(screen.queryByText(/^Razlog:/)).toBeNull();
  });

  it('shows why the last attempt to make the site failed while it is tried again', async () => {
    stubFetch({
      'GET /api/v1/payments/transaction-status/77': { body: transaction() },
      'GET /api/v1/licences/get-sales-order/501': {
        body: salesOrder({ status: 'paid', provisioning_error: 'the template could not be copied' }),
      },
    });
    signedIn();
    renderPurchase('/payment/result/77');
    expect(
      await screen.findByText('The last attempt failed (the template could not be copied); we are trying again.'),
    ).toBeTruthy();
    expect(screen.getByText('We are making your site. This takes a few seconds.')).toBeTruthy();
  });

  it('a payment the order did not take says it will be refunded, without a receipt to send again', async () => {
    stubFetch({
      'GET /api/v1/payments/transaction-status/77': {
        body: transaction({
          refund_due: true,
          status_message: 'Not applied to its order (paid another way or no longer payable): to be refunded',
        }),
      },
      'GET /api/v1/licences/get-sales-order/501': {
        body: salesOrder({ status: 'provisioned', licence_id: 12, payment_method: 'ips' }),
      },
    });
    signedIn();
    renderPurchase('/payment/result/77');
    expect(await screen.findByRole('heading', { level: 1, name: 'This payment will be refunded' })).toBeTruthy();
    expect(screen.getByText(/We will return the money to your card/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Payment successful' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send confirmation again' })).toBeNull();
    expect(fieldRows()).toContain('Transaction status: 00');
  });
});

describe('payment result page: no answer from the bank', { timeout: 60_000 }, () => {
  it('stops waiting after two minutes and offers to try again, to check again and the console', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answered = false;
    const { callsTo } = stubFetch({
      ...catalogueStubs(),
      'GET /api/v1/payments/transaction-status/77': () => ({
        body: answered
          ? transaction({ status: 'declined', outcome: 'failed' })
          : transaction({ status: 'redirected', outcome: null }),
      }),
    });
    signedIn();
    storeDraft(filledDraft({ step: 4, order_id: 501 }));
    renderPurchase('/payment/result/77');
    expect(await screen.findByRole('heading', { name: 'Waiting for the payment result' })).toBeTruthy();

    await passTime(PAYMENT_PATIENCE_MS - 5000);
    expect(screen.getByRole('heading', { name: 'Waiting for the payment result' })).toBeTruthy();
    await passTime(6000);
    expect(await screen.findByRole('heading', { level: 1, name: 'The bank has not answered' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the console' }).getAttribute('href')).toBe('/console');
    // No more reading meanwhile.
    const reads = callsTo('GET', '/payments/transaction-status/77').length;
    await passTime(30_000);
    expect(callsTo('GET', '/payments/transaction-status/77')).toHaveLength(reads);

    // Checking again reads once more (the answer came meanwhile).
    answered = true;
    act(() => screen.getByRole('button', { name: 'Check again' }).click());
    expect(await screen.findByRole('heading', { level: 1, name: 'Transaction failed' })).toBeTruthy();
  });

  it('Try again goes back to the confirmation step with the draft kept', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubFetch({
      ...catalogueStubs(),
      'GET /api/v1/payments/transaction-status/77': { body: transaction({ status: 'redirected', outcome: null }) },
    });
    signedIn();
    storeDraft(filledDraft({ step: 4, order_id: 501 }));
    renderPurchase('/payment/result/77', { language: 'srp' });
    expect(await screen.findByRole('heading', { name: 'Čekamo ishod plaćanja' })).toBeTruthy();
    await passTime(PAYMENT_PATIENCE_MS + 1000);
    act(() => screen.getByRole('button', { name: 'Pokušaj ponovo' }).click());
    expect(await screen.findByRole('heading', { level: 2, name: 'Vaša porudžbina' })).toBeTruthy();
    expect(readStoredDraft()).toMatchObject({ order_id: 501, step: 4 });
  });
});
