/**
 * The site management modal: SPEC §5's rules at the fields (site name, PNG logo, internal button link, greetings),
 * the live preview following what is typed, and every save reading the licence details again so the page behind
 * shows the change at once.
 */
import type { TPublicLicence } from '@izlog/contract/licence';
import { notificationsStore } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { openModal, type TSiteManagementSection } from '@/lib/modal-store';
import { fillIn } from '@/test/fill-in';
import { homePageStubs, renderApp, siteStubs, stubFetch, type TStubTable, testLicence } from '@/test/render-app';
import { signInAs } from '@/test/signed-in';

beforeAll(async () => {
  // The modal is a lazy chunk: load it before the first test's clock starts.
  await import('@/app/site-admin-modals');
  // ProseMirror asks where things are on the screen (the caret on a click, scrolling to the selection while typing);
  // jsdom lays nothing out, so it answers "nowhere".
  Object.defineProperty(document, 'elementFromPoint', { value: () => null, configurable: true });
  Object.defineProperty(Range.prototype, 'getClientRects', { value: () => [], configurable: true });
  Object.defineProperty(Range.prototype, 'getBoundingClientRect', { value: () => new DOMRect(), configurable: true });
}, 60_000);

const png = () => new File(['png'], 'hrast.png', { type: 'image/png' });

/** The licence as the server holds it: each POST below changes it, and the next GET answers the change. */
function siteSettingsStubs(start: Partial<TPublicLicence> = {}, extra: TStubTable = {}) {
  const stored: { licence: TPublicLicence } = {
    licence: { ...testLicence, terms_and_conditions: undefined, ...start },
  };
  const answer = (changes: Partial<TPublicLicence>) => {
    stored.licence = { ...stored.licence, ...changes };
    return { body: stored.licence };
  };
  const table: TStubTable = {
    ...siteStubs(),
    ...homePageStubs(),
    ...signInAs('ADMIN'),
    'GET /api/v1/licences/get-licence-details': (request) => {
      const isExpanded = new URL(request.url).searchParams.get('expand') !== null;
      return {
        body: isExpanded
          ? { ...stored.licence, terms_and_conditions: '<p>Be kind.</p>', privacy_policy: null, terms_of_payment: null }
          : stored.licence,
      };
    },
    'POST /api/v1/licences/update-licence-data': () =>
      answer({ site_name: 'Radionica Hrast', icon: '/media/1/logo/hrast.png' }),
    'POST /api/v1/licences/update-licence-greeting-messages': () => answer({ sign_in_msg: 'Dobro došli nazad!' }),
    'POST /api/v1/licences/update-licence-terms-and-conditions': { body: stored.licence },
    'POST /api/v1/licences/change-search-status': () => answer({ search_status: false }),
    ...extra,
  };
  return { table, stored };
}

async function openSiteManagement(section?: TSiteManagementSection) {
  const user = userEvent.setup({ applyAccept: false });
  renderApp('/', { language: 'en' });
  await screen.findByRole('button', { name: 'Log out' });
  act(() => openModal({ name: 'siteManagementModal', section }));
  const dialog = await screen.findByRole('dialog', { name: 'Site settings' }, { timeout: 10_000 });
  return { user, dialog };
}

/** The site's header behind the modal (the modal's own title bar is a <header> too). */
const pageHeader = () => screen.getAllByRole('banner')[0]!;

const lastNotice = () => notificationsStore.getState().notifications.at(-1);

describe('site management modal', { timeout: 60_000 }, () => {
  it('checks the site name, the logo and the button link at the fields and sends nothing while they fail', async () => {
    const { table } = siteSettingsStubs();
    const { callsTo } = stubFetch(table);
    const { user, dialog } = await openSiteManagement();

    const siteName = within(dialog).getByRole('textbox', { name: 'Site name' });
    expect((siteName as HTMLInputElement).value).toBe('Demo shop');
    await user.clear(siteName);
    await user.tab();
    expect(await within(dialog).findByText('Enter at least 2 characters.')).toBeTruthy();

    const link = within(dialog).getByRole('textbox', { name: 'Button link' });
    await fillIn(user, link, 'https://elsewhere.example');
    await user.tab();
    expect(
      await within(dialog).findByText(
        'The button link may hold only letters, digits, - and _ and leads to a page of this site.',
      ),
    ).toBeTruthy();
    expect(link.getAttribute('aria-invalid')).toBe('true');

    await user.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    // The site has no logo yet: one is required (SPEC §5).
    expect(await within(dialog).findByText('The logo is required.')).toBeTruthy();
    expect(callsTo('POST', '/licences/update-licence-data')).toHaveLength(0);
  });

  it('refuses a logo that is not a PNG before sending it, and takes a PNG', async () => {
    const { table } = siteSettingsStubs({ icon: '/media/1/logo/old.png' });
    const { callsTo } = stubFetch(table);
    const { user, dialog } = await openSiteManagement();

    const logo = within(dialog).getByLabelText(/^Logo/, { selector: 'input' });
    await user.upload(logo, new File(['jpeg'], 'logo.jpg', { type: 'image/jpeg' }));
    const refusal = await within(dialog).findByText('The logo must be a PNG image.');
    // Said to whoever is on the button that chooses the logo.
    const chooseLogo = within(dialog).getByRole('button', { name: 'Choose another PNG logo' });
    expect(chooseLogo.getAttribute('aria-describedby')).toContain(refusal.id);
    await user.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect(callsTo('POST', '/licences/update-licence-data')).toHaveLength(0);

    await user.upload(logo, png());
    await waitFor(() => expect(within(dialog).queryByText('The logo must be a PNG image.')).toBeNull());
    expect(within(dialog).getByRole('img', { name: 'Chosen logo' })).toBeTruthy();
  });

  it('shows the header and hero as typed in the preview, before anything is saved', async () => {
    const { table } = siteSettingsStubs();
    const { callsTo } = stubFetch(table);
    const { user, dialog } = await openSiteManagement();

    const preview = within(dialog).getByRole('group', { name: 'Preview' });
    expect(within(preview).getByText('Demo shop')).toBeTruthy();
    const siteName = within(dialog).getByRole('textbox', { name: 'Site name' });
    await user.clear(siteName);
    await fillIn(user, siteName, 'Radionica Hrast');
    expect(within(preview).getByText('Radionica Hrast')).toBeTruthy();

    await fillIn(user, within(dialog).getByRole('textbox', { name: 'Text over the picture' }), 'Puno drvo');
    await fillIn(user, within(dialog).getByRole('textbox', { name: 'Button text' }), 'Ponuda');
    await fillIn(user, within(dialog).getByRole('textbox', { name: 'Button link' }), 'products');
    expect(within(preview).getByText('Puno drvo')).toBeTruthy();
    expect(within(preview).getByText('Ponuda').closest('a')?.getAttribute('href')).toBe('/products');
    // The page behind still shows the stored name: nothing was sent.
    expect(within(pageHeader()).getByRole('link', { name: 'Demo shop, home page' })).toBeTruthy();
    expect(callsTo('POST', '/licences/update-licence-data')).toHaveLength(0);
  });

  it('saves the settings as multipart with the logo, then the header behind shows the new name and logo', async () => {
    const { table } = siteSettingsStubs();
    const { callsTo, sentFormData } = stubFetch(table);
    const { user, dialog } = await openSiteManagement();

    const siteName = within(dialog).getByRole('textbox', { name: 'Site name' });
    await user.clear(siteName);
    await fillIn(user, siteName, 'Radionica Hrast');
    await user.upload(within(dialog).getByLabelText(/^Logo/, { selector: 'input' }), png());
    await fillIn(user, within(dialog).getByRole('textbox', { name: 'Phone' }), '0601234567');
    const detailsReadsBefore = callsTo('GET', '/licences/get-licence-details').length;
    await user.click(within(dialog).getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(callsTo('POST', '/licences/update-licence-data')).toHaveLength(1));
    const body = sentFormData(callsTo('POST', '/licences/update-licence-data')[0]);
    expect(body?.get('site_name')).toBe('Radionica Hrast');
    expect(body?.get('phone')).toBe('0601234567');
    expect((body?.get('icon') as File | undefined)?.name).toBe('hrast.png');
    // A field left empty goes as empty: the form is the whole of the settings.
    expect(body?.get('overlay_text')).toBe('');
    expect(body?.has('site_image')).toBe(false);

    await waitFor(() => expect(lastNotice()?.message).toBe('The site settings have been saved.'));
    expect(callsTo('GET', '/licences/get-licence-details').length).toBeGreaterThan(detailsReadsBefore);
    const home = await within(pageHeader()).findByRole('link', { name: 'Radionica Hrast, home page' });
    expect(home.querySelector('img')?.getAttribute('src')).toBe('/media/1/logo/hrast.png');
  });

  it("puts the server's 422 messages under their fields", async () => {
    const { table } = siteSettingsStubs(
      { icon: '/media/1/logo/old.png' },
      {
        'POST /api/v1/licences/update-licence-data': {
          status: 422,
          body: [{ field: 'icon', message: 'The logo must be a PNG image.' }],
        },
      },
    );
    stubFetch(table);
    const { user, dialog } = await openSiteManagement();

    // A PNG by its name and type whose bytes the server reads otherwise.
    await user.upload(within(dialog).getByLabelText(/^Logo/, { selector: 'input' }), png());
    await user.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    const message = await within(dialog).findByText('The logo must be a PNG image.');
    expect(
      within(dialog).getByRole('button', { name: 'Choose another PNG logo' }).getAttribute('aria-describedby'),
    ).toContain(message.id);
  });

  it('requires every greeting and saves the three together', async () => {
    const { table } = siteSettingsStubs({ register_msg: 'Hvala!', client_register_msg: 'Hvala, firmo!' });
    const { callsTo } = stubFetch(table);
    const { user, dialog } = await openSiteManagement('greetings');

    const signIn = within(dialog).getByRole('textbox', { name: 'Message after login' });
    await user.clear(signIn);
    await user.tab();
    expect(await within(dialog).findByText('Enter at least 2 characters.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save messages' }));
    expect(callsTo('POST', '/licences/update-licence-greeting-messages')).toHaveLength(0);

    await fillIn(user, signIn, 'Dobro došli nazad!');
    await user.click(within(dialog).getByRole('button', { name: 'Save messages' }));
    await waitFor(() => expect(callsTo('POST', '/licences/update-licence-greeting-messages')).toHaveLength(1));
    expect(await callsTo('POST', '/licences/update-licence-greeting-messages')[0]?.json()).toEqual({
      sign_in_msg: 'Dobro došli nazad!',
      register_msg: 'Hvala!',
      client_register_msg: 'Hvala, firmo!',
    });
    await waitFor(() => expect(lastNotice()?.message).toBe('The greeting messages have been saved.'));
  });

  it('edits the rules as rich text read with expand, and sends them', async () => {
    const { table } = siteSettingsStubs();
    const { callsTo } = stubFetch(table);
    const { user, dialog } = await openSiteManagement();

    await user.click(within(dialog).getByRole('tab', { name: 'Rules' }));
    const terms = await within(dialog).findByRole('textbox', { name: 'Terms and conditions' });
    expect(terms.textContent).toBe('Be kind.');
    const expanded = callsTo('GET', '/licences/get-licence-details').find((request) =>
      new URL(request.url).searchParams.has('expand'),
    );
    expect(new URL(expanded!.url).searchParams.get('expand')).toBe(
      'terms_and_conditions,privacy_policy,terms_of_payment',
    );

    await fillIn(user, terms, ' Be fair.');
    await user.click(within(dialog).getByRole('button', { name: 'Save rules' }));
    await waitFor(() => expect(callsTo('POST', '/licences/update-licence-terms-and-conditions')).toHaveLength(1));
    const sent = await callsTo('POST', '/licences/update-licence-terms-and-conditions')[0]?.json();
    expect(sent.terms_and_conditions).toContain('Be fair.');
    expect(sent.privacy_policy).toBe('');
    await waitFor(() => expect(lastNotice()?.message).toBe('The rules have been saved.'));
  });

  it('asks before turning search off, saying what visitors lose; then the search button is gone', async () => {
    const { table } = siteSettingsStubs();
    const { callsTo } = stubFetch(table);
    const { user, dialog } = await openSiteManagement('switches');

    const search = within(dialog).getByRole('switch', { name: 'Search' });
    expect((search as HTMLInputElement).checked).toBe(true);
    await user.click(search);
    let confirm = await screen.findByRole('dialog', { name: 'Turn search off?' });
    expect(confirm.textContent).toContain('Visitors will no longer see the search button');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(callsTo('POST', '/licences/change-search-status')).toHaveLength(0);
    expect((search as HTMLInputElement).checked).toBe(true);

    await user.click(search);
    confirm = await screen.findByRole('dialog', { name: 'Turn search off?' });
    await user.click(within(confirm).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(callsTo('POST', '/licences/change-search-status')).toHaveLength(1));
    expect(await callsTo('POST', '/licences/change-search-status')[0]?.json()).toEqual({ status: false });
    await waitFor(() => expect((search as HTMLInputElement).checked).toBe(false));
    expect(within(pageHeader()).queryByRole('button', { name: 'Search' })).toBeNull();
    expect(lastNotice()?.message).toBe('Search is turned off.');
  });

  it('Escape in a dialog opened inside closes that dialog only: a confirmation, the picture upload, the full-screen text', async () => {
    const { table } = siteSettingsStubs();
    const { callsTo } = stubFetch(table);
    const { user, dialog } = await openSiteManagement('switches');
    const escapeClosesOnly = async (name: string) => {
      await screen.findByRole('dialog', { name });
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog', { name })).toBeNull());
      expect(screen.getByRole('dialog', { name: 'Site settings' })).toBeTruthy();
    };

    await user.click(within(dialog).getByRole('switch', { name: 'Search' }));
    await escapeClosesOnly('Turn search off?');
    expect(callsTo('POST', '/licences/change-search-status')).toHaveLength(0);

    await user.click(within(dialog).getByRole('tab', { name: 'Look and details' }));
    const picture = await within(dialog).findByRole('group', { name: 'Home page picture' });
    await user.click(within(picture.parentElement!).getByRole('button', { name: 'Upload a photo' }));
    await escapeClosesOnly('Home page picture');

    await user.click(within(dialog).getByRole('tab', { name: 'Rules' }));
    await within(dialog).findByRole('textbox', { name: 'Terms and conditions' });
    await user.click(within(dialog).getAllByRole('button', { name: 'Full screen' })[0]!);
    await escapeClosesOnly('Terms and conditions');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Site settings' })).toBeNull());
  });
});
