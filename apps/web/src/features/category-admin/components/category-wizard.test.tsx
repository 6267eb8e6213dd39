import { notificationsStore } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp, stubFetch } from '@/test/render-app';
import { bags, categoryAdminStubs } from '../test/category-admin-stubs';
import { SLOW_MACHINE_MS, WARM_UP_MS, warmUpCategoryAdmin } from '../test/warm-up';

beforeAll(warmUpCategoryAdmin, WARM_UP_MS);

type TUser = ReturnType<typeof userEvent.setup>;

async function openWizard(buttonName: string | RegExp, dialogName: string) {
  const user = userEvent.setup();
  renderApp('/admin/categories', { language: 'en' });
  // The back office and the page are lazy chunks: the first render waits for them.
  await screen.findByRole('table', { name: 'Categories of Products' }, { timeout: 10_000 });
  await user.click(screen.getByRole('button', { name: buttonName }));
  const dialog = await screen.findByRole('dialog', { name: dialogName }, { timeout: 10_000 });
  return { user, dialog };
}

const stepHeading = (dialog: HTMLElement, name: RegExp) => within(dialog).findByRole('heading', { name });

/** Puts text into a field in one input event (typing key by key re-renders the whole wizard each time). */
async function fill(user: TUser, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function next(user: TUser, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
}

async function chooseOption(user: TUser, dialog: HTMLElement, label: string, option: string) {
  await user.click(within(dialog).getByRole('combobox', { name: label }));
  await user.click(await within(dialog).findByRole('option', { name: option }));
}

describe('edit-category modal: the wizard', { timeout: SLOW_MACHINE_MS }, () => {
  it('checks each step with the contract rules before the next, and Back keeps the values', async () => {
    const { callsTo } = stubFetch(categoryAdminStubs());
    const { user, dialog } = await openWizard('New category', 'New category');
    await stepHeading(dialog, /Step 1 of 4: Name and description/);

    await next(user, dialog);
    expect(await within(dialog).findByText('Category title required')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: /Step 1 of 4/ })).toBeTruthy();

    await fill(user, within(dialog).getByRole('textbox', { name: 'Name' }), 'K');
    await next(user, dialog);
    expect(await within(dialog).findByText('Enter at least 2 characters.')).toBeTruthy();

    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await fill(user, within(dialog).getByRole('textbox', { name: 'Name' }), 'Kitchen');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Description' }), 'Pots and cups');
    await next(user, dialog);
    await stepHeading(dialog, /Step 2 of 4: Photo and colour/);

    // A colour must be #rrggbb (the contract's rule).
    await fill(user, within(dialog).getByRole('textbox', { name: 'Colour' }), 'red');
    await next(user, dialog);
    expect(await within(dialog).findByText('The colour must look like #rrggbb.')).toBeTruthy();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Colour' }));
    await fill(user, within(dialog).getByRole('textbox', { name: 'Colour' }), '#2b8a3e');
    await next(user, dialog);
    await stepHeading(dialog, /Step 3 of 4: Place and status/);

    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await stepHeading(dialog, /Step 1 of 4/);
    expect((within(dialog).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Kitchen');
    expect((within(dialog).getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement).value).toBe(
      'Pots and cups',
    );
    expect(callsTo('POST', '/categories/admin-create-category')).toHaveLength(0);
  });

  it('says "Attribute already exists" while a second attribute with the same name is typed, and does not save', async () => {
    const { callsTo } = stubFetch(categoryAdminStubs());
    const { user, dialog } = await openWizard('New category', 'New category');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Name' }), 'Kitchen');
    await next(user, dialog);
    await next(user, dialog);
    await next(user, dialog);
    await stepHeading(dialog, /Step 4 of 4: Attributes/);

    await user.click(within(dialog).getByRole('button', { name: 'Add an attribute' }));
    const first = within(dialog).getByRole('group', { name: /Attribute 1/ });
    // The new row has the focus: the name is typed at once.
    await user.paste('Material');
    expect((within(first).getByRole('textbox', { name: 'Attribute name' }) as HTMLInputElement).value).toBe('Material');
    await fill(user, within(first).getByRole('textbox', { name: 'Values' }), 'steel, glass');

    await user.click(within(dialog).getByRole('button', { name: 'Add an attribute' }));
    const second = within(dialog).getByRole('group', { name: /Attribute 2/ });
    await user.keyboard(' materia');
    expect(within(second).queryByText('Attribute already exists')).toBeNull();
    await user.keyboard('L');
    expect(within(second).getByText('Attribute already exists')).toBeTruthy();
    expect(within(second).getByRole('textbox', { name: 'Attribute name' }).getAttribute('aria-invalid')).toBe('true');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(second).getByText('Attribute already exists')).toBeTruthy();
    // The second row has no values either: the contract's message is at that field.
    expect(within(second).getByText('Attribute values required (separated by commas)')).toBeTruthy();
    expect(callsTo('POST', '/categories/admin-create-category')).toHaveLength(0);

    await user.type(within(second).getByRole('textbox', { name: 'Attribute name' }), ' type');
    expect(within(second).queryByText('Attribute already exists')).toBeNull();
  });

  it('creates a category with two attributes: the multipart body the API reads, then a notice and the modal closes', async () => {
    const created = { ...bags, id: 20, name: 'Kitchen', slug: 'kitchen' };
    const { callsTo, sentFormData } = stubFetch(
      categoryAdminStubs({ 'POST /api/v1/categories/admin-create-category': { body: created } }),
    );
    const { user, dialog } = await openWizard('New category', 'New category');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Name' }), 'Kitchen');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Description' }), 'Pots and cups');
    await next(user, dialog);
    await fill(user, within(dialog).getByRole('textbox', { name: 'Colour' }), '#2B8A3E');
    await next(user, dialog);
    await stepHeading(dialog, /Step 3 of 4/);
    await chooseOption(user, dialog, 'Parent category', 'Shoes › Boots');
    await next(user, dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Add an attribute' }));
    await user.paste('Material');
    await fill(user, within(dialog).getAllByRole('textbox', { name: 'Values' })[0]!, 'steel, glass, Steel');
    await user.click(within(dialog).getByRole('button', { name: 'Add an attribute' }));
    await user.paste('Volume');
    await fill(user, within(dialog).getAllByRole('textbox', { name: 'Attribute description' })[1]!, 'In millilitres');
    await fill(user, within(dialog).getAllByRole('textbox', { name: 'Values' })[1]!, '250, 500');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(callsTo('POST', '/categories/admin-create-category')).toHaveLength(1));
    const body = sentFormData(callsTo('POST', '/categories/admin-create-category')[0]);
    expect(Object.fromEntries(body?.entries() ?? [])).toEqual({
      name: 'Kitchen',
      description: 'Pots and cups',
      color: '#2B8A3E',
      status: 'active',
      content_type_id: '3',
      parent_category_id: '12',
      'attributes[0][name]': 'Material',
      'attributes[0][values]': 'steel, glass, Steel',
      'attributes[1][name]': 'Volume',
      'attributes[1][description]': 'In millilitres',
      'attributes[1][values]': '250, 500',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New category' })).toBeNull());
    expect(screen.getByText('The category is created.')).toBeTruthy();
  });

  it('locks the content type of an existing category and says why', async () => {
    stubFetch(categoryAdminStubs());
    const { user, dialog } = await openWizard('Edit the category Shoes', 'Edit category');
    expect((within(dialog).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Shoes');
    await next(user, dialog);
    await next(user, dialog);
    await stepHeading(dialog, /Step 3 of 4/);

    const contentType = within(dialog).getByRole('combobox', { name: 'Content type' }) as HTMLInputElement;
    expect(contentType.disabled).toBe(true);
    expect(contentType.value).toBe('Products');
    expect(within(dialog).getByText('The content type of a category cannot change after it is created.')).toBeTruthy();
    // It cannot be its own parent, nor go under its subcategory.
    await user.click(within(dialog).getByRole('combobox', { name: 'Parent category' }));
    const options = within(dialog)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['None (top level)', 'Bags']);
  });

  it('updates only new and changed attributes, without the content type; a 422 lands on its attribute', async () => {
    const { callsTo, sentFormData } = stubFetch(
      categoryAdminStubs({
        'POST /api/v1/categories/admin-update-category/11': {
          status: 422,
          body: [{ field: 'attributes.0.name', message: 'Attribute already exists' }],
        },
      }),
    );
    const { user, dialog } = await openWizard('Edit the category Shoes', 'Edit category');
    // An update keeps what it is not sent (decision 0050): the emptied description goes as "", which clears it.
    await user.clear(within(dialog).getByRole('textbox', { name: 'Description' }));
    await next(user, dialog);
    await next(user, dialog);
    await next(user, dialog);
    await stepHeading(dialog, /Step 4 of 4/);

    const colour = within(dialog).getByRole('group', { name: /Attribute 2/ });
    await user.clear(within(colour).getByRole('textbox', { name: 'Attribute name' }));
    await fill(user, within(colour).getByRole('textbox', { name: 'Attribute name' }), 'Shade');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(callsTo('POST', '/categories/admin-update-category/11')).toHaveLength(1));
    const body = sentFormData(callsTo('POST', '/categories/admin-update-category/11')[0]);
    expect(Object.fromEntries(body?.entries() ?? [])).toEqual({
      name: 'Shoes',
      description: '',
      color: '#1864ab',
      status: 'active',
      parent_category_id: '0',
      'attributes[0][id]': '52',
      'attributes[0][name]': 'Shade',
      'attributes[0][values]': 'red, blue',
    });
    // The server's message is beside the row it is about (row 2 here, sent as attributes.0).
    const nameField = within(colour).getByRole('textbox', { name: 'Attribute name' });
    await waitFor(() => expect(nameField.getAttribute('aria-invalid')).toBe('true'));
    expect(within(colour).getByText('Attribute already exists')).toBeTruthy();
    expect(within(dialog).getByRole('group', { name: /Attribute 1/ })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Edit category' })).toBeTruthy();
    expect(notificationsStore.getState().notifications.at(-1)?.message).toBe('Attribute already exists');
  });

  it('removes a stored attribute from the category only after a confirmation', async () => {
    const { callsTo } = stubFetch(
      categoryAdminStubs({
        'POST /api/v1/categories/admin-delete-attribute-category-link/71': {
          body: { message: 'The attribute is removed from the category.' },
        },
      }),
    );
    const { user, dialog } = await openWizard('Edit the category Shoes', 'Edit category');
    for (let step = 0; step < 3; step++) await next(user, dialog);
    await stepHeading(dialog, /Step 4 of 4/);

    await user.click(within(dialog).getByRole('button', { name: 'Remove attribute 1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove the attribute “Size”' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).getByRole('group', { name: /Attribute 1/ })).toBeTruthy();
    expect(callsTo('POST', '/categories/admin-delete-attribute-category-link/71')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Remove attribute 1' }));
    const again = await screen.findByRole('dialog', { name: 'Remove the attribute “Size”' });
    await user.click(within(again).getByRole('button', { name: 'Remove from this category' }));

    expect(await screen.findByText('The attribute is removed from the category.')).toBeTruthy();
    await waitFor(() => expect(within(dialog).getAllByRole('group', { name: /Attribute \d/ })).toHaveLength(1));
    expect((within(dialog).getByRole('textbox', { name: 'Attribute name' }) as HTMLInputElement).value).toBe('Colour');
    expect(callsTo('POST', '/categories/admin-delete-attribute/51')).toHaveLength(0);
  });

  it('Escape in a dialog opened from the wizard closes that dialog only, the wizard keeps its step', async () => {
    const { callsTo } = stubFetch(categoryAdminStubs());
    const { user, dialog } = await openWizard('Edit the category Shoes', 'Edit category');
    const escapeClosesOnly = async (name: string) => {
      await screen.findByRole('dialog', { name });
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog', { name })).toBeNull());
      expect(screen.getByRole('dialog', { name: 'Edit category' })).toBeTruthy();
    };

    await stepHeading(dialog, /Step 1 of 4/);
    await next(user, dialog);
    await stepHeading(dialog, /Step 2 of 4/);
    await user.click(within(dialog).getByRole('button', { name: 'Upload a photo' }));
    await escapeClosesOnly('Photo');
    await stepHeading(dialog, /Step 2 of 4/);

    for (let step = 0; step < 2; step++) await next(user, dialog);
    await stepHeading(dialog, /Step 4 of 4/);
    await user.click(within(dialog).getByRole('button', { name: 'Remove attribute 1' }));
    await escapeClosesOnly('Remove the attribute “Size”');
    expect(within(dialog).getByRole('group', { name: /Attribute 1/ })).toBeTruthy();
    expect(callsTo('POST', '/categories/admin-delete-attribute-category-link/71')).toHaveLength(0);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit category' })).toBeNull());
  });
});
