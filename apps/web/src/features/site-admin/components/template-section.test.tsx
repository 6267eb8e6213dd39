/**
 * The site's look in the site management modal (issue 16): the template section previews this site in another
 * template, in three device frames, and changes it only after a confirmation (the server's 422 at the list); the
 * brand colour field checks #rrggbb at the field, shows the colour in the live preview and sends it with the settings.
 */
import type { TPublicLicence } from '@izlog/contract/licence';
import type { TTemplate } from '@izlog/contract/sales';
import { notificationsStore } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { openModal, type TSiteManagementSection } from '@/lib/modal-store';
import { homePageStubs, renderApp, siteStubs, stubFetch, type TStubTable, testLicence } from '@/test/render-app';
import { signInAs } from '@/test/signed-in';

beforeAll(async () => {
  // The modal is a lazy chunk: load it before the first test's clock starts.
  await import('@/app/site-admin-modals');
}, 60_000);

const TEMPLATES: TTemplate[] = [
  { id: 1, key: 'classic', name: 'Classic', description: 'A tidy home page.', preview_url: '' },
  { id: 2, key: 'showcase', name: 'Showcase', description: 'Big pictures first.', preview_url: '' },
  { id: 3, key: 'magazine', name: 'Magazine', description: 'Columns of stories.', preview_url: '' },
];

/** The licence as the server holds it: a template or settings save changes it, and the next read answers that. */
function siteLookStubs(extra: TStubTable = {}) {
  const stored: { licence: TPublicLicence } = { licence: { ...testLicence, template_id: 1, icon: '/media/1/l.png' } };
  const table: TStubTable = {
    ...siteStubs(),
    ...homePageStubs(),
    ...signInAs('ADMIN'),
    'GET /api/v1/licences/get-licence-details': () => ({ body: stored.licence }),
    'GET /api/v1/templates': { body: TEMPLATES },
    // The tests choose Showcase; what was sent is read from the call itself.
    'POST /api/v1/licences/update-licence-template': () => {
      stored.licence = { ...stored.licence, template_id: 2 };
      return { body: stored.licence };
    },
    'POST /api/v1/licences/update-licence-data': () => ({ body: stored.licence }),
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

const lastNotice = () => notificationsStore.getState().notifications.at(-1);
const previewFrame = (dialog: HTMLElement) => within(dialog).getByTitle(/^The site in the /) as HTMLIFrameElement;

describe('the template section', { timeout: 60_000 }, () => {
  it('previews this site in the chosen template in three frames, and changes it only after a confirmation', async () => {
    const { table } = siteLookStubs();
    const { callsTo } = stubFetch(table);
    const { user, dialog } = await openSiteManagement();
    await user.click(within(dialog).getByRole('tab', { name: 'Template' }));

    const list = await within(dialog).findByRole('radiogroup', { name: 'Templates' });
    const classic = within(list).getByRole('radio', { name: 'Classic, Current' });
    expect(classic.getAttribute('aria-checked')).toBe('true');
    // The current template needs no change.
    expect(within(dialog).getByRole('button', { name: 'Use this template' })).toHaveProperty('disabled', true);

    await user.click(within(list).getByRole('radio', { name: 'Showcase' }));
    expect(within(dialog).getByRole('heading', { name: 'Preview: Showcase' })).toBeTruthy();
    // The site's own address (its own content), in the template, nothing saved.
    const desktop = previewFrame(dialog);
    expect(desktop.src).toBe(`${window.location.origin}/?preview_template=2`);
    expect(desktop.title).toBe('The site in the Showcase template: Desktop');
    expect(within(dialog).getByTestId('device-desktop')).toBeTruthy();

    await user.click(within(dialog).getByRole('tab', { name: 'Mobile web' }));
    expect(within(dialog).getByTestId('device-mobileWeb')).toBeTruthy();
    expect(previewFrame(dialog).title).toBe('The site in the Showcase template: Mobile web');
    await user.click(within(dialog).getByRole('tab', { name: 'App' }));
    expect(within(dialog).getByTestId('device-app')).toBeTruthy();
    // One live frame at a time.
    expect(within(dialog).getAllByTitle(/^The site in the /)).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Use this template' }));
    const confirm = await screen.findByRole('dialog', { name: 'Change the site’s template?' });
    expect(
      within(confirm).getByText(/Every visitor will see the site in the “Showcase” template at once/),
    ).toBeTruthy();
    // Cancel sends nothing.
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(callsTo('POST', '/licences/update-licence-template')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Use this template' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Change the site’s template?' })).getByRole('button', {
        name: 'Change template',
      }),
    );
    await waitFor(() => expect(callsTo('POST', '/licences/update-licence-template')).toHaveLength(1));
    expect(await callsTo('POST', '/licences/update-licence-template')[0]?.json()).toEqual({ template_id: 2 });
    await waitFor(() =>
      expect(lastNotice()?.message).toBe('The template has been changed: the site now wears “Showcase”.'),
    );
    // The licence is read again: the list marks the new template, and the site behind wears it.
    expect(await within(list).findByRole('radio', { name: 'Showcase, Current' })).toBeTruthy();
    await waitFor(() => expect(document.querySelector('[data-theme="showcase"]')).not.toBeNull());
    expect(within(dialog).getByRole('button', { name: 'Use this template' })).toHaveProperty('disabled', true);
  });

  it('shows the server’s refusal at the list and changes nothing', async () => {
    const { table, stored } = siteLookStubs({
      'POST /api/v1/licences/update-licence-template': {
        status: 422,
        body: [{ field: 'template_id', message: 'This template does not exist. Choose one of the templates offered.' }],
      },
    });
    stubFetch(table);
    const { user, dialog } = await openSiteManagement('template');

    const list = await within(dialog).findByRole('radiogroup', { name: 'Templates' });
    await user.click(within(list).getByRole('radio', { name: 'Magazine' }));
    await user.click(within(dialog).getByRole('button', { name: 'Use this template' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Change the site’s template?' })).getByRole('button', {
        name: 'Change template',
      }),
    );
    expect(
      await within(dialog).findByText('This template does not exist. Choose one of the templates offered.'),
    ).toBeTruthy();
    expect(stored.licence.template_id).toBe(1);
    expect(within(list).getByRole('radio', { name: 'Classic, Current' })).toBeTruthy();
  });
});

describe('the brand colour field', { timeout: 60_000 }, () => {
  it('checks #rrggbb at the field, shows the colour in the preview, and sends it with the settings', async () => {
    const { table } = siteLookStubs();
    const { callsTo, sentFormData } = stubFetch(table);
    const { user, dialog } = await openSiteManagement();

    const colour = within(dialog).getByRole('textbox', { name: 'Site colour' });
    await user.type(colour, 'crvena');
    await user.tab();
    expect(
      await within(dialog).findByText('Write the colour as # and six hexadecimal digits, for example #0b7a57.'),
    ).toBeTruthy();

    await user.clear(colour);
    await user.type(colour, '#1864ab');
    await user.tab();
    await waitFor(() => expect(colour.getAttribute('aria-invalid')).not.toBe('true'));
    const preview = within(dialog).getByRole('group', { name: 'Preview' });
    // The preview wears the colour before it is saved: its primary colour is the picked one.
    expect(preview.style.getPropertyValue('--mantine-color-brand-6')).toBe('#1864ab');
    expect(preview.style.getPropertyValue('--mantine-primary-color-filled')).toBe('var(--mantine-color-brand-6)');

    await user.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(callsTo('POST', '/licences/update-licence-data')).toHaveLength(1));
    expect(sentFormData(callsTo('POST', '/licences/update-licence-data')[0])?.get('brand_color')).toBe('#1864ab');
  });
});
