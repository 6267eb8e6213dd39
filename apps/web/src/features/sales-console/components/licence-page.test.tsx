/**
 * A licence's page: changing the status asks first (with what it means) before suspending or closing, and not before
 * activating; the refund offers its last day and asks before it closes the licence; the domain board shows the
 * records to set and checks again; another's licence is not shown.
 */
import type { TLicenceDomain } from '@izlog/contract/domains';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubFetch, type TStubTable } from '@/test/render-app';
import { renderPlatform } from '@/test/render-platform';
import { consoleLicence, signedInStubs } from '../test/console-fixtures';

const LICENCE = 'GET /api/v1/licences/get-sales-licence/11';
const STATUS = 'POST /api/v1/licences/sales-user-update-licence-status/11';

const customDomain: TLicenceDomain = {
  id: 5,
  domain: 'pekara.rs',
  kind: 'custom',
  stage: 'checking-dns',
  records: [
    { type: 'A', name: 'pekara.rs', value: '203.0.113.10' },
    { type: 'TXT', name: '_izlog.pekara.rs', value: 'izlog-verify=abc123' },
  ],
  last_checked_at: '2026-11-23T09:00:00.000Z',
  last_check: null,
  registered_until: null,
  claim_expires_at: '2026-11-26T09:00:00.000Z',
};

/** What the page asks besides the licence: its domains and app builds. */
function pageStubs(domains: TLicenceDomain[] = []): TStubTable {
  return {
    ...signedInStubs(),
    'GET /api/v1/licences/licence-domains/11': { body: domains },
    'GET /api/v1/licences/app-builds/11': { body: [] },
    'GET /api/v1/places/suggest': { body: [] },
  };
}

beforeAll(async () => {
  await import('./licence-page');
  await import('@/platform/platform-routes');
}, 60_000);

describe('a licence’s page', { timeout: 60_000 }, () => {
  it('asks before suspending, says what it means, and changes nothing when cancelled', async () => {
    const { callsTo } = stubFetch({
      ...pageStubs(),
      [LICENCE]: { body: consoleLicence() },
      [STATUS]: { body: consoleLicence({ status: 'suspended', allowed_statuses: ['active', 'closed'] }) },
    });
    const { user } = renderPlatform('/console/licences/11');
    await screen.findByRole('heading', { level: 1, name: 'Pekara Zora' });
    await user.click(screen.getByRole('combobox', { name: 'New status' }));
    await user.click(await screen.findByRole('option', { name: 'Suspended' }));
    await user.click(screen.getByRole('button', { name: 'Change the status' }));

    const dialog = await screen.findByRole('dialog', { name: 'Change the status: Suspended' });
    expect(within(dialog).getByText(/Visitors will see a “not active” page/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo('POST', '/licences/sales-user-update-licence-status/11')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Change the status' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, change it' }));
    await waitFor(() => expect(callsTo('POST', '/licences/sales-user-update-licence-status/11')).toHaveLength(1));
    const [request] = callsTo('POST', '/licences/sales-user-update-licence-status/11');
    expect(await request!.json()).toEqual({ status: 'suspended' });
    expect(await screen.findByText('Current status: Suspended')).toBeTruthy();
  });

  it('activates a suspended licence without asking', async () => {
    const { callsTo } = stubFetch({
      ...pageStubs(),
      [LICENCE]: { body: consoleLicence({ status: 'suspended', allowed_statuses: ['active', 'closed'] }) },
      [STATUS]: { body: consoleLicence() },
    });
    const { user } = renderPlatform('/console/licences/11');
    await screen.findByText('Current status: Suspended');
    await user.click(screen.getByRole('combobox', { name: 'New status' }));
    await user.click(await screen.findByRole('option', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Change the status' }));
    await waitFor(() => expect(callsTo('POST', '/licences/sales-user-update-licence-status/11')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers only the steps the server allows: a closed licence none, and no forms', async () => {
    stubFetch({ ...pageStubs(), [LICENCE]: { body: consoleLicence({ status: 'closed', allowed_statuses: [] }) } });
    renderPlatform('/console/licences/11');
    expect(await screen.findByText('There is no further change from this status.')).toBeTruthy();
    expect(screen.getByText('The licence is closed, so its details no longer change.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Phone' })).toBeNull();
  });

  it('offers the refund until its last day and asks before it closes the licence', async () => {
    const { callsTo } = stubFetch({
      ...pageStubs(),
      [LICENCE]: {
        body: consoleLicence({ refund_transaction_id: 31, refundable_until: '2026-12-05T10:00:00.000Z' }),
      },
      'POST /api/v1/payments/refund-licence-payment/31': { body: {} },
    });
    const { user } = renderPlatform('/console/licences/11');
    expect(await screen.findByText('A refund is possible until 05/12/2026.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund' });
    expect(within(dialog).getByText(/the licence “Pekara Zora” is closed/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Refund and close' }));
    await waitFor(() => expect(callsTo('POST', '/payments/refund-licence-payment/31')).toHaveLength(1));
  });

  it('offers the renewal only from 30 days before the expiry until the grace period ends, as the server takes it', async () => {
    const DAY = 86_400_000;
    const cases = [
      {
        expires: Date.now() + 90 * DAY,
        status: 'active',
        text: /A renewal can be ordered from .*, 30 days before/,
        on: false,
      },
      { expires: Date.now() + 10 * DAY, status: 'active', text: /A renewal is paid like a purchase/, on: true },
      { expires: Date.now() - 40 * DAY, status: 'expired', text: /less than 30 days ago, can be renewed/, on: false },
    ] as const;
    for (const { expires, status, text, on } of cases) {
      stubFetch({
        ...pageStubs(),
        [LICENCE]: { body: consoleLicence({ status, expires_at: new Date(expires).toISOString() }) },
      });
      const { unmount } = renderPlatform('/console/licences/11');
      expect(await screen.findByText(text)).toBeTruthy();
      const button = screen.getByRole('button', { name: 'Renew for a year' }) as HTMLButtonElement;
      expect(button.disabled, `${status}, ${new Date(expires).toISOString()}`).toBe(!on);
      unmount();
    }
  });

  it('shows the domain’s way to the site with the records to set, and checks again on request', async () => {
    let domain = customDomain;
    const { callsTo } = stubFetch({
      ...pageStubs(),
      'GET /api/v1/licences/licence-domains/11': () => ({ body: [domain] }),
      [LICENCE]: {
        body: consoleLicence({ custom_domain: 'pekara.rs', VHost_status: 'pending', ssl_status: 'pending' }),
      },
      'POST /api/v1/licences/recheck-licence-domain/5': () => {
        domain = { ...customDomain, stage: 'checking-tls', claim_expires_at: null };
        return { body: domain };
      },
    });
    const { user } = renderPlatform('/console/licences/11');
    const records = await screen.findByRole('table', { name: 'Records to set at the domain’s registrar' });
    expect(within(records).getByText('_izlog.pekara.rs')).toBeTruthy();
    expect(within(records).getByText('izlog-verify=abc123')).toBeTruthy();
    const steps = screen.getByRole('list', { name: 'The domain’s way to the site: pekara.rs' });
    expect(within(steps).getAllByRole('listitem')[0]!.getAttribute('aria-current')).toBe('step');
    // Until the DNS proof the domain is a claim that lapses (decision 0047).
    expect(screen.getByText(/the claim lapses on/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Check again: pekara.rs' }));
    await waitFor(() => expect(callsTo('POST', '/licences/recheck-licence-domain/5')).toHaveLength(1));
    expect(await screen.findByText('Issuing the certificate')).toBeTruthy();
    expect(screen.queryByText(/the claim lapses on/)).toBeNull();
  });

  it('says another’s licence is not there', async () => {
    stubFetch({ ...pageStubs(), [LICENCE]: { status: 404, body: { message: 'Not found' } } });
    renderPlatform('/console/licences/11');
    expect(await screen.findByText('This licence does not exist or is not yours.')).toBeTruthy();
  });
});
