/**
 * What visitors get of the site's rules, switches and greetings: the footer's rule modals and the TermsAndConditions
 * page (texts read with expand, a plain sentence when there are none), the registration's link to the terms, no
 * login, registration or search anywhere when the site turned them off, and the greeting over the registration notice.
 */
import type { TPublicLicence } from '@izlog/contract/licence';
import { notificationsStore } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { openModal } from '@/lib/modal-store';
import { fillIn } from '@/test/fill-in';
import { homePageStubs, renderApp, siteStubs, stubFetch, type TStubTable } from '@/test/render-app';

beforeAll(async () => {
  // Lazy chunks: loaded before the first test's clock starts.
  await Promise.all([import('./site-admin-modals'), import('./routes/terms-route')]);
}, 60_000);

const texts: Partial<TPublicLicence> = {
  terms_and_conditions: '<h2>Ordering</h2><p>Orders are confirmed by e-mail.</p>',
  privacy_policy: '<p>We keep your e-mail only to send your orders.</p>',
  terms_of_payment: null,
};

/** The licence details: the long texts only when `expand` asks for them, as the server answers. */
function licenceStubs(licence: Partial<TPublicLicence>, longTexts: Partial<TPublicLicence> = texts): TStubTable {
  const stubs = siteStubs(licence);
  const details = (stubs['GET /api/v1/licences/get-licence-details'] as { body: TPublicLicence }).body;
  return {
    ...stubs,
    'GET /api/v1/licences/get-licence-details': (request) => ({
      body: new URL(request.url).searchParams.has('expand')
        ? { ...details, ...longTexts }
        : { ...details, terms_and_conditions: undefined },
    }),
  };
}

describe("the site's rules", { timeout: 30_000 }, () => {
  it('open from the footer in their modal, read with expand, and say so when the site has none', async () => {
    const { callsTo } = stubFetch({ ...licenceStubs({}), ...homePageStubs() });
    const user = userEvent.setup();
    renderApp('/', { language: 'en' });

    const footer = await screen.findByRole('contentinfo');
    const rules = within(footer).getByRole('navigation', { name: 'Rules' });
    await user.click(within(rules).getByRole('button', { name: 'Privacy policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Privacy policy' });
    expect(await within(dialog).findByText('We keep your e-mail only to send your orders.')).toBeTruthy();
    const expanded = callsTo('GET', '/licences/get-licence-details').filter((request) =>
      new URL(request.url).searchParams.has('expand'),
    );
    expect(new URL(expanded[0]!.url).searchParams.get('expand')).toBe(
      'terms_and_conditions,privacy_policy,terms_of_payment',
    );

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(rules).getByRole('button', { name: 'Terms of payment' }));
    const payment = await screen.findByRole('dialog', { name: 'Terms of payment' });
    expect(within(payment).getByText('This site has not published its terms of payment yet.')).toBeTruthy();
  });

  it('show on the TermsAndConditions page, each under its heading, in Serbian too', async () => {
    stubFetch(licenceStubs({}));
    renderApp('/terms-and-conditions', { language: 'srp' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Uslovi korišćenja' })).toBeTruthy();
    const terms = await screen.findByRole('region', { name: 'Uslovi korišćenja' });
    expect(within(terms).getByRole('heading', { name: 'Ordering' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Politika privatnosti' })).getByText(/only to send/)).toBeTruthy();
    // No empty section for a text the site has not written.
    expect(screen.queryByRole('region', { name: 'Uslovi plaćanja' })).toBeNull();
    const onThisPage = screen.getByRole('navigation', { name: 'Na ovoj strani' });
    expect(within(onThisPage).getByRole('link', { name: 'Politika privatnosti' }).getAttribute('href')).toBe(
      '#privacy-policy',
    );
  });

  it('leave the page with one plain sentence when the site has published none', async () => {
    stubFetch(licenceStubs({}, { terms_and_conditions: null, privacy_policy: null, terms_of_payment: null }));
    renderApp('/terms-and-conditions', { language: 'en' });
    expect(await screen.findByText('This site has not published its rules yet.')).toBeTruthy();
  });

  it("are linked from the registration form's terms, in a new tab so the form keeps what was typed", async () => {
    stubFetch({ ...licenceStubs({}), ...homePageStubs() });
    const user = userEvent.setup();
    renderApp('/', { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register' }, { timeout: 15_000 });
    const link = within(dialog).getByRole('link', { name: 'Read the terms of use (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('/terms-and-conditions');
    expect(link.getAttribute('target')).toBe('_blank');
  });
});

describe("the site's switches", { timeout: 30_000 }, () => {
  it('with login and registration off offer no login or registration, not even from the login modal', async () => {
    stubFetch({ ...licenceStubs({ login_registration_status: false }), ...homePageStubs() });
    renderApp('/', { language: 'en' });

    const banner = await screen.findByRole('banner');
    await screen.findByRole('heading', { level: 1, name: 'Demo shop' });
    expect(within(banner).queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(within(banner).queryByRole('button', { name: 'Register' })).toBeNull();

    // Nothing opens the register modal any more; an old way in (a stale link, a script) gets nothing.
    act(() => openModal({ name: 'registerModal' }));
    // The login modal still opens where staff need it (an expired session), without a way to registration.
    act(() => openModal({ name: 'loginModal' }));
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(login).queryByRole('button', { name: 'Create an account' })).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Register' })).toBeNull();
  });

  it('with search off show no search button and open no search modal', async () => {
    stubFetch({ ...licenceStubs({ search_status: false }), ...homePageStubs() });
    renderApp('/', { language: 'en' });

    const banner = await screen.findByRole('banner');
    await screen.findByRole('heading', { level: 1, name: 'Demo shop' });
    expect(within(banner).queryByRole('button', { name: 'Search' })).toBeNull();
    act(() => openModal({ name: 'searchModal' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('greetings', { timeout: 30_000 }, () => {
  it("title the registration's success notice with the site's register message", async () => {
    const { callsTo } = stubFetch({
      ...licenceStubs({ register_msg: 'Dobro došli u radionicu!', captcha_enabled: false }),
      ...homePageStubs(),
      'POST /api/v1/users/register-licence-front-user': {
        body: { message: 'You are registered. Confirm your account.', user: { id: 9, username: 'bob' } },
      },
    });
    const user = userEvent.setup();
    renderApp('/', { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register' }, { timeout: 15_000 });
    await fillIn(user, within(dialog).getByLabelText('E-mail'), 'bob@example.com');
    await fillIn(user, within(dialog).getByLabelText('Password'), 'secret');
    await fillIn(user, within(dialog).getByLabelText('Username'), 'bob');
    await user.click(within(dialog).getByLabelText('I accept the terms of use'));
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(callsTo('POST', '/users/register-licence-front-user')).toHaveLength(1));
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Dobro došli u radionicu!');
    expect(notice.textContent).toContain('You are registered. Confirm your account.');
    expect(notificationsStore.getState().notifications.at(-1)?.title).toBe('Dobro došli u radionicu!');
  });
});
