/**
 * The widget wizard: SPEC §5's rule at the field (a name, and a content type or tags), a list and a contact form
 * added with the fields the API reads, the live preview with real items, a server 422 back at its field and step, and
 * an edit that sends the widget's version.
 */
import { notificationsStore } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch, type TStubTable } from '@/test/render-app';
import { renderWithProviders } from '@/test/render-with-providers';
import { homeLayout, listItem, mostReadNews, widgetAdminStubs, writeAnswer } from '../test/widget-admin-stubs';
import { WidgetModal } from './widget-modal';

type TUser = ReturnType<typeof userEvent.setup>;

const summer = { id: 5, name: 'summer', slug: 'summer' };

/** The landing's answers, the tags (by the typed prefix), the preview's contents and the contact services. */
function wizardStubs(extra: TStubTable = {}): TStubTable {
  return widgetAdminStubs(undefined, {
    'GET /api/v1/tags': (request) => {
      const prefix = new URL(request.url).searchParams.get('filter[name]') ?? '';
      return { body: prefix && 'summer'.startsWith(prefix) ? [summer] : [] };
    },
    'GET /api/v1/contents': { body: [listItem(41, 'Red boots'), listItem(42, 'Canvas bag')] },
    'GET /api/v1/licence-contacts/get-licence-contact-services': {
      body: [
        { id: 3, service_name: 'Sales', description: 'Orders and offers' },
        { id: 4, service_name: 'Support', description: 'Help with an order' },
      ],
    },
    ...extra,
  });
}

async function openWizard(opener: string) {
  const view = renderWithProviders(<WidgetModal />);
  const dialog = await screen.findByRole('dialog', { name: 'Widgets: the home page' });
  await view.user.click(await within(dialog).findByRole('button', { name: opener }));
  await stepHeading(dialog, /Step 1 of 5: Type/);
  return { ...view, dialog };
}

const stepHeading = (dialog: HTMLElement, name: RegExp) => within(dialog).findByRole('heading', { name });
const next = (user: TUser, dialog: HTMLElement) => user.click(within(dialog).getByRole('button', { name: 'Next' }));

async function choose(user: TUser, dialog: HTMLElement, label: string, option: string) {
  await user.click(within(dialog).getByRole('combobox', { name: label }));
  await user.click(await within(dialog).findByRole('option', { name: option }));
}

async function fill(user: TUser, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const sentFields = (body: FormData | null) => Object.fromEntries(body?.entries() ?? []);
const lastNotice = () => notificationsStore.getState().notifications.at(-1);

describe('widget modal: the wizard', { timeout: 45_000 }, () => {
  it('refuses a widget with neither a content type nor tags, and one without a name, at the field', async () => {
    const { callsTo } = stubFetch(wizardStubs());
    const { user, dialog } = await openWizard('Add widget: Position two');
    expect(document.activeElement).toBe(within(dialog).getByRole('heading', { name: /Step 1 of 5/ }));
    expect((within(dialog).getByRole('radio', { name: /Content list/ }) as HTMLInputElement).checked).toBe(true);

    await next(user, dialog);
    await stepHeading(dialog, /Step 2 of 5: Content/);
    await next(user, dialog);
    expect(await within(dialog).findByText('Choose a content type or the tags the widget shows.')).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'Content type' }).getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByRole('heading', { name: /Step 2 of 5/ })).toBeTruthy();

    await choose(user, dialog, 'Content type', 'Products');
    await waitFor(() =>
      expect(within(dialog).queryByText('Choose a content type or the tags the widget shows.')).toBeNull(),
    );
    await next(user, dialog);
    await stepHeading(dialog, /Step 3 of 5: Order/);
    await next(user, dialog);
    await stepHeading(dialog, /Step 4 of 5: Layout/);
    await next(user, dialog);
    await stepHeading(dialog, /Step 5 of 5: Cover photo and name/);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Enter at least 2 characters.')).toBeTruthy();
    expect(callsTo('POST', '/content-widgets/add-widget-to-page')).toHaveLength(0);
  });

  it('adds a content list with the fields the API reads, previewing the real items it will show', async () => {
    const { callsTo, sentFormData } = stubFetch(
      wizardStubs({
        'POST /api/v1/content-widgets/add-widget-to-page': writeAnswer('The widget was added to the page.', homeLayout),
      }),
    );
    const { user, dialog } = await openWizard('Add widget: Position three');
    await next(user, dialog);
    await stepHeading(dialog, /Step 2 of 5/);

    await choose(user, dialog, 'Content type', 'Products');
    await choose(user, dialog, 'Category', 'Shoes');
    await fill(user, within(dialog).getByRole('combobox', { name: 'Tags' }), 'su');
    await user.click(await within(dialog).findByRole('option', { name: 'summer' }));
    expect(callsTo('GET', '/tags').some((request) => request.url.includes('filter%5Bname%5D=su'))).toBe(true);
    await next(user, dialog);

    await stepHeading(dialog, /Step 3 of 5/);
    await user.click(within(dialog).getByRole('radio', { name: /Most read first/ }));
    await next(user, dialog);

    await stepHeading(dialog, /Step 4 of 5/);
    within(dialog).getByRole('slider', { name: 'Number of items' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    within(dialog).getByRole('slider', { name: 'Items per row' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('Number of items: 8')).toBeTruthy();
    expect(within(dialog).getByText('Items per row: 2')).toBeTruthy();
    expect((within(dialog).getByRole('radio', { name: 'Position three' }) as HTMLInputElement).checked).toBe(true);

    // The preview asks for what the widget will show once the sliders rest, and shows it.
    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    await waitFor(() => {
      const asked = callsTo('GET', '/contents').map((request) => new URL(request.url).searchParams);
      expect(asked.at(-1)?.get('sort')).toBe('most_read');
      expect(asked.at(-1)?.get('page_count')).toBe('8');
      expect(asked.at(-1)?.get('filter[category_id]')).toBe('11');
      expect(asked.at(-1)?.get('filter[status]')).toBe('approved');
    });
    expect(await within(preview).findByText('Red boots')).toBeTruthy();
    expect(within(preview).getByText('Most read first · items: 8, per row: 2')).toBeTruthy();
    await next(user, dialog);

    await stepHeading(dialog, /Step 5 of 5/);
    await fill(user, within(dialog).getByRole('textbox', { name: /^Name/ }), 'Summer shoes');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Description' }), 'Light and airy');
    expect(within(preview).getByText('Summer shoes')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(callsTo('POST', '/content-widgets/add-widget-to-page')).toHaveLength(1));
    expect(sentFields(sentFormData(callsTo('POST', '/content-widgets/add-widget-to-page')[0]))).toEqual({
      page_name: 'home',
      column_number: '3',
      widget_title: 'Summer shoes',
      widget_description: 'Light and airy',
      is_contact_form: 'false',
      content_type_id: '3',
      category_id: '11',
      is_tag_related: 'false',
      selected_tags: '5',
      criteria: 'most_read',
      limit: '8',
      layout: '2',
    });
    // Back on the landing screen, which reads the layout again.
    expect(await within(dialog).findByRole('region', { name: 'Position three' })).toBeTruthy();
    expect(lastNotice()?.message).toBe('The widget was added to the page.');
    await waitFor(() => expect(callsTo('GET', '/content-widgets/get-page-widgets').length).toBeGreaterThan(1));
  });

  it('adds a contact form naming its service; a 422 from the server goes back to its field and step', async () => {
    const { callsTo, sentFormData } = stubFetch(
      wizardStubs({
        'POST /api/v1/content-widgets/add-widget-to-page': {
          status: 422,
          body: [{ field: 'contact_service_id', message: 'This contact service no longer exists.' }],
        },
      }),
    );
    const { user, dialog } = await openWizard('Add widget: Position one');
    await user.click(within(dialog).getByRole('radio', { name: /Contact form/ }));
    await next(user, dialog);
    await stepHeading(dialog, /Step 2 of 5/);
    await next(user, dialog);
    expect(await within(dialog).findByText('Choose the contact service the form sends messages to.')).toBeTruthy();
    await choose(user, dialog, 'Contact service', 'Support');
    await next(user, dialog);
    expect(await within(dialog).findByText('A contact form has no order: go on.')).toBeTruthy();
    await next(user, dialog);
    await stepHeading(dialog, /Step 4 of 5/);
    expect(within(dialog).queryByRole('slider')).toBeNull();
    await next(user, dialog);
    await fill(user, within(dialog).getByRole('textbox', { name: /^Name/ }), 'Ask us');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(callsTo('POST', '/content-widgets/add-widget-to-page')).toHaveLength(1));
    const sent = sentFields(sentFormData(callsTo('POST', '/content-widgets/add-widget-to-page')[0]));
    expect(sent).toMatchObject({ is_contact_form: 'true', contact_service_id: '4', column_number: '1' });
    expect(sent).not.toHaveProperty('content_type_id');
    expect(sent).not.toHaveProperty('selected_tags');

    await stepHeading(dialog, /Step 2 of 5/);
    expect(await within(dialog).findByText('This contact service no longer exists.')).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('combobox', { name: /Contact service/ })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(lastNotice()?.color).toBe('red');
  });

  it('edits a widget from its stored settings and sends its version, and a description emptied empty', async () => {
    const { callsTo, sentFormData } = stubFetch(
      wizardStubs({
        'GET /api/v1/content-widgets/get-widget-settings/11': {
          body: { ...mostReadNews, column_number: 1, widget_description: 'This week' },
        },
        'POST /api/v1/content-widgets/update-page-widget/11': writeAnswer('The widget was saved.', homeLayout),
      }),
    );
    const view = renderWithProviders(<WidgetModal />);
    const dialog = await screen.findByRole('dialog', { name: 'Widgets: the home page' });
    const { user } = view;
    await user.click(await within(dialog).findByRole('button', { name: 'Edit the widget Most read news' }));
    await stepHeading(dialog, /Step 1 of 5/);
    await next(user, dialog);
    expect((within(dialog).getByRole('combobox', { name: 'Content type' }) as HTMLInputElement).value).toBe('News');
    expect(within(dialog).getByText('summer')).toBeTruthy();
    for (let step = 0; step < 3; step++) await next(user, dialog);
    await stepHeading(dialog, /Step 5 of 5/);
    const name = within(dialog).getByRole('textbox', { name: /^Name/ }) as HTMLInputElement;
    expect(name.value).toBe('Most read news');
    await user.clear(name);
    await fill(user, name, 'Read this week');
    // An update keeps a field it is not sent (decision 0050): the emptied description goes as "", which clears it.
    await user.clear(within(dialog).getByRole('textbox', { name: 'Description' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(callsTo('POST', '/content-widgets/update-page-widget/11')).toHaveLength(1));
    expect(sentFields(sentFormData(callsTo('POST', '/content-widgets/update-page-widget/11')[0]))).toMatchObject({
      widget_title: 'Read this week',
      widget_description: '',
      content_type_id: '2',
      selected_tags: '5',
      criteria: 'most_read',
      limit: '4',
      layout: '2',
      update_validity_check: '2',
    });
    expect(await within(dialog).findByRole('region', { name: 'Position one' })).toBeTruthy();
    expect(lastNotice()?.message).toBe('The widget was saved.');
    // Focus goes back to the top of the landing screen, not to the page behind.
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/^The widgets the home page shows/));
  });
});
