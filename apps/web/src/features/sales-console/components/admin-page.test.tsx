/**
 * The platform admin's page: every licence with a status control per licence, the open proforma invoices where
 * "Mark paid" asks first, and the euro rate with its form; the partner's page shows the commission sums.
 */
import type { TOpenInvoice } from '@izlog/contract/sales-console';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/render-app';
import { renderPlatform } from '@/test/render-platform';
import { consoleLicence, consoleUser, pageOf, signedInStubs } from '../test/console-fixtures';

const invoice: TOpenInvoice = {
  id: 41,
  kind: 'new',
  status: 'awaiting_payment',
  licence_id: null,
  licence_type: 'basic',
  template_id: 1,
  title_of_app: 'Pekara Zora',
  subdomain: 'pekara-zora',
  custom_domain: null,
  licence_amount: 1_200_000,
  domain_amount: 0,
  total: 1_200_000,
  currency_id: 1,
  reference_no: '9712000041',
  payment_method: 'ips',
  reserved_until: '2026-11-23T12:00:00.000Z',
  paid_at: null,
  created_at: '2026-11-23T11:00:00.000Z',
  provisioning_error: null,
  buyer: { id: 8, name: 'Milica Kupac', email: 'milica@example.com' },
};

const adminStubs = () => ({
  ...signedInStubs(consoleUser('PLATFORM_ADMIN')),
  'GET /api/v1/licences/get-all-licences': pageOf([
    consoleLicence({
      allowed_statuses: ['suspended', 'expired', 'closed'],
      sold_by: { id: 9, name: 'Marko', email: 'm@example.com' },
    }),
  ]),
});

beforeAll(async () => {
  await import('./admin-page');
  await import('./partner-page');
  await import('@/platform/platform-routes');
}, 60_000);

describe('the platform admin’s page', { timeout: 60_000 }, () => {
  it('lists every licence with who sold it, and changes a status from its row after asking', async () => {
    const { callsTo } = stubFetch({
      ...adminStubs(),
      'POST /api/v1/licences/sales-user-update-licence-status/11': {
        body: consoleLicence({ status: 'expired', allowed_statuses: ['active', 'closed'] }),
      },
    });
    const { user } = renderPlatform('/console/admin');
    const list = await screen.findByRole('list', { name: 'Every licence of the platform, newest first' });
    expect(within(list).getByText('Marko')).toBeTruthy();
    await user.click(within(list).getByRole('button', { name: 'Change the status of the licence Pekara Zora' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Expired' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the status: Expired' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, change it' }));
    await waitFor(() => expect(callsTo('POST', '/licences/sales-user-update-licence-status/11')).toHaveLength(1));
    const [request] = callsTo('POST', '/licences/sales-user-update-licence-status/11');
    expect(await request!.json()).toEqual({ status: 'expired' });
  });

  it('asks before marking a proforma paid, naming the order and amount', async () => {
    const { callsTo } = stubFetch({
      ...adminStubs(),
      'GET /api/v1/payments/open-invoices': pageOf([invoice], { perPage: 20 }),
      'POST /api/v1/payments/mark-invoice-paid/41': { body: { ...invoice, status: 'paid' } },
    });
    const { user } = renderPlatform('/console/admin');
    await user.click(await screen.findByRole('tab', { name: 'Open proforma invoices' }));
    await user.click(await screen.findByRole('button', { name: 'Mark paid: order 9712000041' }));
    const dialog = await screen.findByRole('dialog', { name: 'Has the money arrived?' });
    expect(within(dialog).getByText(/The order 9712000041 for RSD 12,000 will be marked paid/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo('POST', '/payments/mark-invoice-paid/41')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Mark paid: order 9712000041' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, the money arrived' }));
    await waitFor(() => expect(callsTo('POST', '/payments/mark-invoice-paid/41')).toHaveLength(1));
  });

  it('shows the euro rate with its day and saves a day’s rate', async () => {
    const { callsTo } = stubFetch({
      ...adminStubs(),
      'GET /api/v1/exchange-rates': {
        body: {
          data: {
            status: 'stale',
            result: [{ code: 'EUR', middle: '117.1734', parity: 1, date: '2026-11-20', source: 'seed', stale: true }],
          },
        },
      },
      'POST /api/v1/exchange-rates/update-rate': {
        body: { code: 'EUR', middle: '117.2000', parity: 1, date: '2026-11-23', source: 'admin', stale: false },
      },
    });
    const { user } = renderPlatform('/console/admin');
    await user.click(await screen.findByRole('tab', { name: 'Euro rate' }));
    expect(await screen.findByText('1 EUR = 117.1734 RSD, on 20/11/2026')).toBeTruthy();
    expect(screen.getByText('This is not today’s rate: the last known one is shown.')).toBeTruthy();
    const date = screen.getByLabelText('Day');
    await user.clear(date);
    await user.type(date, '2026-11-23');
    await user.type(screen.getByRole('textbox', { name: 'Middle rate (RSD for 1 EUR)' }), '117,2');
    await user.click(screen.getByRole('button', { name: 'Save the rate' }));
    await waitFor(() => expect(callsTo('POST', '/exchange-rates/update-rate')).toHaveLength(1));
    const [request] = callsTo('POST', '/exchange-rates/update-rate');
    expect(await request!.json()).toEqual({ code: 'EUR', middle: '117.2', date: '2026-11-23' });
  });
});

describe('the partner’s page', { timeout: 60_000 }, () => {
  it('shows the commission in all and by month', async () => {
    stubFetch({
      ...signedInStubs(consoleUser('PARTNER')),
      'GET /api/v1/payments/commissions-summary': {
        body: {
          currency: 'RSD',
          totals: { accrued: 480_000, reversed: -360_000, net: 120_000 },
          months: [
            { month: '2026-11', accrued: 360_000, reversed: -360_000, net: 0, entries: 2 },
            { month: '2026-10', accrued: 120_000, reversed: 0, net: 120_000, entries: 1 },
          ],
        },
      },
      'GET /api/v1/payments/commissions': pageOf([], { perPage: 20 }),
      'GET /api/v1/licences/get-all-partners-licences': pageOf([]),
    });
    renderPlatform('/console/partner');
    const totals = await screen.findByLabelText('In all');
    expect(within(totals).getByText('RSD 1,200')).toBeTruthy();
    expect(within(totals).getByText('−RSD 3,600')).toBeTruthy();
    const months = screen.getByRole('table', { name: 'Commission by month' });
    expect(within(months).getByRole('rowheader', { name: 'November 2026' })).toBeTruthy();
    expect(screen.getByText('You have not sold a licence yet.')).toBeTruthy();
  });
});
