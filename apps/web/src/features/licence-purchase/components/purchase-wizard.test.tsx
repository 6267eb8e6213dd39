/**
 * The purchase wizard (SPEC §4): signed in first, each step's checks at its Next, the draft kept as the buyer goes and
 * dropped with a notice after a day, the domain check with its prices (declining discards the licence data), and a
 * "Pay" that makes one order however often it is pressed and follows the gateway's answer.
 */
import { DRAFT_LIFESPAN_MS } from '@izlog/contract/sales';
import { notificationsStore } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '@/lib/follow-checkout';
import { endSalesSession, restoreSalesUser } from '@/lib/sales-user-store';
import { fillIn } from '@/test/fill-in';
import { stubFetch, type TStubTable } from '@/test/render-app';
import {
  catalogueStubs,
  checkout,
  filledDraft,
  invoice,
  readStoredDraft,
  salesOrder,
  salesUser,
  storeDraft,
  stubDomainChecks,
} from '../test/purchase-fixtures';
import { renderPurchase } from '../test/render-purchase';

const NOT_AVAILABLE = 'Domain not available or you have not entered it correctly, please try again';
const notices = () => notificationsStore.getState().notifications.map((notice) => String(notice.message));
const probe = () => screen.getByTestId('probe');
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

afterEach(() => {
  act(() => endSalesSession());
  vi.restoreAllMocks();
});

function signedIn() {
  act(() => restoreSalesUser(salesUser));
}

describe('purchase wizard', { timeout: 60_000 }, () => {
  it('asks a visitor to sign in first and keeps the type chosen on the price list for afterwards', async () => {
    stubFetch(catalogueStubs());
    const { user } = renderPurchase('/buy?type=basic');
    expect(await screen.findByRole('heading', { name: 'Sign in to buy a site' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Choose a licence' })).toBeNull();
    await waitFor(() => expect(readStoredDraft()).toMatchObject({ licence_type: 'basic', step: 1 }));
    expect(probe().dataset.search).toBe('');

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(probe().dataset.modal).toBe('salesLoginModal');
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(probe().dataset.modal).toBe('salesRegisterModal');

    // Signed in, the wizard opens where the choice left it: the template step.
    signedIn();
    expect(await stepHeading('Choose a template')).toBeTruthy();
  });

  it('drops a draft older than a day with a notice and starts empty; a younger one opens where it was', async () => {
    stubFetch({ ...catalogueStubs(), 'GET /api/v1/places/suggest': { body: [] } });
    signedIn();
    storeDraft(filledDraft({ step: 2 }), DRAFT_LIFESPAN_MS + 60_000);
    const first = renderPurchase('/buy');
    expect(await stepHeading('Choose a licence')).toBeTruthy();
    await waitFor(() =>
      expect(notices()).toContain('Your unfinished order was older than a day and has been removed.'),
    );
    expect(readStoredDraft()).toBeNull();
    const basic = await screen.findByRole('radio', { name: /^Basic/ });
    expect(basic.getAttribute('aria-checked')).toBe('false');
    first.unmount();

    storeDraft(filledDraft({ step: 2 }), DRAFT_LIFESPAN_MS - 60_000);
    renderPurchase('/buy');
    expect(await stepHeading('About your site')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Site name/ }) as HTMLInputElement).value).toBe('Radionica Hrast');
  });

  it('steps 1 and 2: Next asks for a choice, shows prices in RSD with EUR to inform, and keeps the choice', async () => {
    stubFetch(catalogueStubs());
    signedIn();
    const { user } = renderPurchase('/buy');
    expect(await stepHeading('Choose a licence')).toBeTruthy();
    const basic = await screen.findByRole('radio', { name: 'Basic, RSD 12,000' });
    expect(within(basic).getByText('RSD 12,000 a year')).toBeTruthy();
    expect(within(basic).getByText('about €102.43')).toBeTruthy();
    expect(screen.getByText(/NBS middle rate 117\.1500/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Choose a licence' })).toBeTruthy();

    await user.click(basic);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const heading = await stepHeading('Choose a template');
    // The new step's heading takes focus, so a screen reader says where the buyer is.
    expect(document.activeElement).toBe(heading);
    expect(readStoredDraft()).toMatchObject({ licence_type: 'basic', step: 1 });
    expect(screen.getByRole('link', { name: /See the Showcase template/ }).getAttribute('href')).toBe('/templates/2');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Showcase' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await stepHeading('About your site')).toBeTruthy();
    expect(readStoredDraft()).toMatchObject({ template_id: 2, step: 2 });

    // A finished step opens again from the stepper; one not reached yet does not.
    await user.click(screen.getByRole('button', { name: /Licence, done/ }));
    expect(await stepHeading('Choose a licence')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Address, to come/ }));
    expect(screen.getByRole('heading', { level: 2, name: 'Choose a licence' })).toBeTruthy();
  });

  it('step 3: the order form says what is missing or wrong at Next and keeps every keystroke', async () => {
    stubFetch({ ...catalogueStubs(), 'GET /api/v1/places/suggest': { body: [] } });
    signedIn();
    storeDraft({ licence_type: 'basic', template_id: 2, step: 2 });
    const { user } = renderPurchase('/buy');
    expect(await stepHeading('About your site')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Enter at least 2 characters.')).toBeTruthy();
    expect(screen.getByText('The phone may contain digits only, at least 6.')).toBeTruthy();
    expect(screen.getByText('Choose the location from the list of suggestions.')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: /Site name/ }), 'Radionica Hrast');
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '064 12');
    expect(screen.getByText('The phone may contain digits only, at least 6.')).toBeTruthy();
    expect(readStoredDraft()).toMatchObject({ title_of_app: 'Radionica Hrast', phone: '064 12' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 2, name: 'About your site' })).toBeTruthy();
  });
});

describe('purchase wizard: the domain step', { timeout: 60_000 }, () => {
  it('refuses a malformed subdomain at once without asking, a taken one after the check, and shows a free one', async () => {
    stubFetch(catalogueStubs());
    const checked = stubDomainChecks((domain) => domain !== 'zauzet');
    signedIn();
    storeDraft(filledDraft({ title_of_app_unique: undefined, step: 3 }));
    const { user } = renderPurchase('/buy');
    expect(await stepHeading("Your site's address")).toBeTruthy();
    const subdomain = screen.getByRole('textbox', { name: /Site address/ });

    await user.type(subdomain, 'hr ast');
    expect(await screen.findByText(NOT_AVAILABLE)).toBeTruthy();
    expect(subdomain.getAttribute('aria-invalid')).toBe('true');

    await user.clear(subdomain);
    await user.type(subdomain, 'zauzet');
    expect(await screen.findByText(NOT_AVAILABLE)).toBeTruthy();

    await user.clear(subdomain);
    await user.type(subdomain, 'Hrast');
    expect(await screen.findByText('It is free: your site will be at http://hrast.localhost:3000')).toBeTruthy();
    expect(screen.queryByText(NOT_AVAILABLE)).toBeNull();
    // Asked once per name the typing paused on, never for the malformed one.
    expect(checked).toEqual(['zauzet', 'hrast']);
    expect(readStoredDraft()).toMatchObject({ title_of_app_unique: 'hrast' });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await stepHeading('Your order')).toBeTruthy();
  });

  it('a free custom domain shows its prices; accepting keeps it in the order with its price', async () => {
    stubFetch(catalogueStubs());
    const checked = stubDomainChecks((domain) => domain !== 'zauzet.rs');
    signedIn();
    storeDraft(filledDraft({ step: 3 }));
    const { user } = renderPurchase('/buy');
    expect(await screen.findByText(/It is free/)).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /I also want my own domain/ }));
    const custom = screen.getByRole('textbox', { name: /Own domain/ });

    await fillIn(user, custom, 'zauzet.rs');
    await user.click(screen.getByRole('button', { name: 'Check the domain' }));
    expect(await screen.findByText(NOT_AVAILABLE)).toBeTruthy();
    // A free domain whose prices are not accepted cannot go on.
    await user.clear(custom);
    await fillIn(user, custom, 'hrast.rs');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Check the domain and accept its prices, or leave the field empty.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Check the domain' }));
    const dialog = await screen.findByRole('dialog', { name: 'Domain prices' });
    const rows = within(dialog).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ServiceRSDEUR (information)',
      'Registration (first year)RSD 1,800€15.36',
      'Renewal (each next year)RSD 1,800€15.36',
      'Reactivation (after it lapses)RSD 3,000€25.61',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Accept the prices' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('hrast.rs comes with the order: registration RSD 1,800.')).toBeTruthy();
    expect(readStoredDraft()).toMatchObject({
      confirmedDomain: 'hrast.rs',
      acceptedDomain: true,
      domainPrice: 180_000,
    });
    expect(checked).toEqual(expect.arrayContaining(['zauzet.rs', 'hrast.rs']));

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await stepHeading('Your order')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'What you order' });
    expect(
      within(table).getByRole('row', { name: /Domain hrast\.rs, registration for one year RSD 1,800/ }),
    ).toBeTruthy();
    expect(within(table).getByRole('row', { name: 'Total (VAT included) RSD 13,800' })).toBeTruthy();
    expect(screen.getByText('About €117.80 — for information; you pay in dinars.')).toBeTruthy();
  });

  it('declining the domain prices discards the chosen licence data and starts again at step 1 with a notice', async () => {
    stubFetch(catalogueStubs());
    stubDomainChecks(() => true);
    signedIn();
    storeDraft(filledDraft({ step: 3 }));
    const { user } = renderPurchase('/buy');
    await user.click(await screen.findByRole('checkbox', { name: /I also want my own domain/ }));
    await fillIn(user, screen.getByRole('textbox', { name: /Own domain/ }), 'hrast.rs');
    await user.click(screen.getByRole('button', { name: 'Check the domain' }));
    const dialog = await screen.findByRole('dialog', { name: 'Domain prices' });
    expect(
      within(dialog).getByText(
        'Declining the prices discards the licence you have chosen and takes you back to the first step.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Decline and start over' }));

    expect(await stepHeading('Choose a licence')).toBeTruthy();
    await waitFor(() =>
      expect(notices()).toContain(
        'You declined the domain prices, so the licence you chose has been discarded. Start again by choosing a licence.',
      ),
    );
    const draft = readStoredDraft();
    expect(draft).toMatchObject({ step: 0 });
    expect(draft).not.toHaveProperty('licence_type');
    expect(draft).not.toHaveProperty('title_of_app');
    expect(draft).not.toHaveProperty('title_of_app_unique');
    expect((await screen.findByRole('radio', { name: /^Basic/ })).getAttribute('aria-checked')).toBe('false');
  });

  it('a free licence offers no own domain', async () => {
    stubFetch(catalogueStubs());
    stubDomainChecks(() => true);
    signedIn();
    storeDraft(filledDraft({ licence_type: 'free', step: 3 }));
    renderPurchase('/buy');
    expect(await screen.findByText('An own domain comes with the Basic and E-commerce licences.')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /own domain/ })).toBeNull();
  });
});

describe('purchase wizard: paying', { timeout: 60_000 }, () => {
  const payStubs = (extra: TStubTable = {}): TStubTable => ({
    ...catalogueStubs(),
    'POST /api/v1/licences/create-licence': { body: salesOrder() },
    'POST /api/v1/payments/sales-licence-payment': { body: checkout() },
    ...extra,
  });

  async function openConfirmation(draftOverrides = {}) {
    signedIn();
    storeDraft(filledDraft({ step: 4, ...draftOverrides }));
    const view = renderPurchase('/buy');
    expect(await stepHeading('Your order')).toBeTruthy();
    await screen.findByRole('row', { name: /Basic licence, one year/ });
    return view;
  }

  const acceptTerms = async (user: ReturnType<typeof renderPurchase>['user']) => {
    await user.click(screen.getByRole('checkbox', { name: /terms of payment/ }));
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
  };

  it('pays only with both terms accepted, then orders once and goes to the gateway however often Pay is pressed', async () => {
    const { callsTo, sentFormData } = stubFetch(payStubs());
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const { user } = await openConfirmation();
    const pay = screen.getByRole('button', { name: 'Pay RSD 12,000' });

    await user.click(pay);
    expect(await screen.findByText('Accept the terms of payment to pay.')).toBeTruthy();
    expect(screen.getByText('Accept the terms and conditions to pay.')).toBeTruthy();
    expect(callsTo('POST', '/licences/create-licence')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'terms of payment' }).getAttribute('href')).toBe('/terms-of-payment');

    await acceptTerms(user);
    // Two presses before the page can re-render (the button is not disabled yet), then one more.
    act(() => {
      fireEvent.click(pay);
      fireEvent.click(pay);
    });
    await user.click(pay);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/sandbox-gateway/pay/token-1'));
    expect(callsTo('POST', '/licences/create-licence')).toHaveLength(1);
    expect(callsTo('POST', '/payments/sales-licence-payment')).toHaveLength(1);
    expect(assign).toHaveBeenCalledTimes(1);
    const sent = sentFormData(callsTo('POST', '/licences/create-licence')[0]);
    expect(sent?.get('title_of_app_unique')).toBe('hrast');
    expect(sent?.get('payment_method')).toBe('card');
    expect(sent?.has('total')).toBe(false);
    expect(await callsTo('POST', '/payments/sales-licence-payment')[0]!.json()).toEqual({ order_id: 501 });
    // The order is in the draft before the browser leaves, so coming back pays the same order.
    expect(readStoredDraft()).toMatchObject({ order_id: 501, refNo: '9705000501' });
    expect((pay as HTMLButtonElement).disabled).toBe(true);
  });

  it('a press after a failed payment start pays the order already made instead of ordering again', async () => {
    let paymentAnswers = 0;
    const { callsTo } = stubFetch(
      payStubs({
        'POST /api/v1/payments/sales-licence-payment': () =>
          ++paymentAnswers === 1
            ? { status: 503, body: { name: 'Unavailable', message: 'The gateway does not answer.', status: 503 } }
            : { body: checkout() },
        'GET /api/v1/licences/get-sales-order/501': { body: salesOrder() },
      }),
    );
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const { user } = await openConfirmation();
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Pay RSD 12,000' }));
    expect(await screen.findByText('The gateway does not answer.')).toBeTruthy();
    expect(readStoredDraft()).toMatchObject({ order_id: 501 });

    await user.click(screen.getByRole('button', { name: 'Pay RSD 12,000' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(callsTo('POST', '/licences/create-licence')).toHaveLength(1);
    expect(callsTo('GET', '/licences/get-sales-order/501')).toHaveLength(1);
    expect(callsTo('POST', '/payments/sales-licence-payment')).toHaveLength(2);
  });

  it('an order whose reservation lapsed is replaced by a new one; one already paid is shown, not paid again', async () => {
    const lapsed = stubFetch(
      payStubs({
        'GET /api/v1/licences/get-sales-order/400': {
          body: salesOrder({ id: 400, reserved_until: new Date(Date.now() - 1000).toISOString() }),
        },
      }),
    );
    vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const first = await openConfirmation({ order_id: 400 });
    await acceptTerms(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Pay RSD 12,000' }));
    await waitFor(() => expect(lapsed.callsTo('POST', '/licences/create-licence')).toHaveLength(1));
    await waitFor(() => expect(readStoredDraft()).toMatchObject({ order_id: 501 }));
    first.unmount();

    const paid = stubFetch(
      payStubs({
        'GET /api/v1/licences/get-sales-order/400': {
          body: salesOrder({ id: 400, status: 'provisioned', licence_id: 12, paid_at: new Date().toISOString() }),
        },
      }),
    );
    const second = await openConfirmation({ order_id: 400 });
    await acceptTerms(second.user);
    await second.user.click(screen.getByRole('button', { name: 'Pay RSD 12,000' }));
    expect(await screen.findByRole('heading', { name: 'Your site is ready' })).toBeTruthy();
    await waitFor(() => expect(notices()).toContain('This order is paid already.'));
    expect(paid.callsTo('POST', '/licences/create-licence')).toHaveLength(0);
    expect(paid.callsTo('POST', '/payments/sales-licence-payment')).toHaveLength(0);
    expect(readStoredDraft()).toBeNull();
  });

  it("takes a field the server refuses back to its step's name", async () => {
    stubFetch(
      payStubs({
        'POST /api/v1/licences/create-licence': {
          status: 409,
          body: { name: 'Conflict', message: NOT_AVAILABLE, status: 409, field: 'title_of_app_unique' },
        },
      }),
    );
    stubDomainChecks(() => true);
    const { user } = await openConfirmation();
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Pay RSD 12,000' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The order was not accepted')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Correct the address' }));
    expect(await stepHeading("Your site's address")).toBeTruthy();
  });

  it('posts the hosted payment page its fields when the gateway asks for a form', async () => {
    stubFetch(
      payStubs({
        'POST /api/v1/payments/sales-licence-payment': {
          body: checkout({
            return_type: 'form_post',
            redirect_url: 'https://testsecurepay.example/fim/est3Dgate',
            fields: { clientid: '13IN', oid: '9705000501-1', HASH: 'a+b/c=' },
          }),
        },
      }),
    );
    const submit = vi.spyOn(browserNavigation, 'submit').mockImplementation(() => {});
    const { user } = await openConfirmation();
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Pay RSD 12,000' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const form = submit.mock.calls[0]![0];
    expect(form.method).toBe('post');
    expect(form.action).toBe('https://testsecurepay.example/fim/est3Dgate');
    expect(Object.fromEntries(new FormData(form).entries())).toEqual({
      clientid: '13IN',
      oid: '9705000501-1',
      HASH: 'a+b/c=',
    });
  });

  it('IPS QR: the order is made for a bank transfer and its proforma opens', async () => {
    const { callsTo, sentFormData } = stubFetch(
      payStubs({ 'POST /api/v1/licences/get-domain-invoice': { body: invoice({ to_pay: 1_200_000 }) } }),
    );
    const { user } = await openConfirmation();
    await user.click(screen.getByRole('radio', { name: /IPS QR/ }));
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Get the proforma invoice' }));
    await waitFor(() => expect(probe().dataset.path).toBe('/proforma/9705000501'));
    expect(await screen.findByRole('heading', { name: 'Proforma invoice' })).toBeTruthy();
    expect(sentFormData(callsTo('POST', '/licences/create-licence')[0])?.get('payment_method')).toBe('ips');
    expect(callsTo('POST', '/payments/sales-licence-payment')).toHaveLength(0);
  });

  it('a free licence is made at once: no payment, and the site appears when provisioning is done', async () => {
    let reads = 0;
    stubFetch(
      payStubs({
        'POST /api/v1/licences/create-licence': {
          body: salesOrder({ licence_type: 'free', total: 0, licence_amount: 0, status: 'paid' }),
        },
        'GET /api/v1/licences/get-sales-order/501': () => ({
          body: salesOrder({ status: reads++ === 0 ? 'paid' : 'provisioned', licence_id: reads > 1 ? 12 : null }),
        }),
      }),
    );
    signedIn();
    storeDraft(filledDraft({ step: 4, licence_type: 'free' }));
    const { user } = renderPurchase('/buy');
    expect(await screen.findByRole('row', { name: 'Free licence, one year RSD 0' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Total (VAT included) RSD 0' })).toBeTruthy();
    expect(screen.queryByRole('radiogroup', { name: 'Payment method' })).toBeNull();
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Create my site' }));
    expect(await screen.findByRole('heading', { name: 'Your order is in' })).toBeTruthy();
    expect(await screen.findByText('We are making your site. This takes a few seconds.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Your site is ready' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'http://hrast.localhost:3000/admin-login' })).toBeTruthy();
    expect(readStoredDraft()).toBeNull();
  });
});

describe('purchase wizard: changing the licence type', { timeout: 60_000 }, () => {
  it('a type without an own domain drops the domain chosen for another, and its price', async () => {
    stubFetch(catalogueStubs());
    signedIn();
    storeDraft(filledDraft({ step: 0, confirmedDomain: 'hrast.rs', acceptedDomain: true, domainPrice: 180_000 }));
    const { user } = renderPurchase('/buy');
    await user.click(await screen.findByRole('radio', { name: /^E-commerce/ }));
    expect(readStoredDraft()).toMatchObject({ licence_type: 'e-commerce', confirmedDomain: 'hrast.rs' });
    await user.click(screen.getByRole('radio', { name: /^Free/ }));
    const draft = readStoredDraft();
    expect(draft?.licence_type).toBe('free');
    expect(draft?.confirmedDomain).toBeUndefined();
    expect(draft?.domainPrice).toBeUndefined();
  });
});
