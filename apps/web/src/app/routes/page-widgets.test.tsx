/**
 * Widgets beyond the home page: a single content's page and a category list ask for their own widgets (by the
 * content's or the category's id, saying which of the two it is) and show them in their positions; a contact-form
 * widget writes to its own service, and one whose service was deleted is not shown.
 */
import type { TContent } from '@izlog/contract/contents';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { category, fullContent, listItem, pageHeaders } from '@/test/catalogue-fixtures';
import { renderApp, siteStubs, stubFetch, type TStubTable } from '@/test/render-app';
import { signInAs } from '@/test/signed-in';
import { pageWidget, pageWidgets, withItems } from '@/test/widget-fixtures';

const cup = fullContent({ id: 7, title: 'Šolja za kafu', slug: 'solja-za-kafu' });

function productStubs(product: TContent, stubs: TStubTable): TStubTable {
  return {
    ...siteStubs(),
    'GET /api/v1/contents': {
      body: [listItem({ id: product.id, slug: product.slug })],
      headers: pageHeaders(1, 1, 1, 1),
    },
    [`GET /api/v1/contents/${product.id}`]: { body: product },
    [`GET /api/v1/contents/tag-related-content/${product.id}`]: { body: [], headers: pageHeaders(1, 1, 4, 0) },
    'GET /api/v1/comments': { body: [], headers: pageHeaders(1, 0, 10, 0) },
    ...stubs,
  };
}

const askFor = (service: { id: number; service_name: string }) =>
  pageWidget({
    widget_id: 21,
    page_name: '7',
    page_content_id: 7,
    column_number: 2,
    widget_title: 'Ask about this cup',
    widget_description: 'We answer within a day.',
    is_contact_form: true,
    contact_service_id: service.id,
    content_type_id: null,
    contact_service: { ...service, description: '' },
  });

describe('widgets on a single content page', () => {
  it("asks for the content's widgets and shows a contact form that writes to the widget's service", async () => {
    const orphan = pageWidget({
      widget_id: 22,
      column_number: 3,
      widget_title: 'Write to a deleted service',
      is_contact_form: true,
      contact_service_id: 99,
      content_type_id: null,
      contact_service: null,
    });
    const more = withItems({ widget_id: 23, column_number: 1, widget_title: 'More cups', layout: 2 }, [
      listItem({ id: 8, title: 'Tea cup', slug: 'tea-cup' }),
    ]);
    const { requests, callsTo, sentFormData } = stubFetch(
      productStubs(cup, {
        ...signInAs('USER'),
        'GET /api/v1/content-widgets/get-page-widgets': {
          body: pageWidgets([askFor({ id: 4, service_name: 'Sales' }), orphan, more], '7'),
        },
        'POST /api/v1/licence-contacts/submit-contact-form': { body: { id: 1, delivery: 'pending' } },
      }),
    );
    const user = userEvent.setup();
    renderApp('/products/solja-za-kafu', { language: 'en' });

    const widget = await screen.findByRole('region', { name: 'Ask about this cup' }, { timeout: 8000 });
    const query = new URL(requests.find((request) => request.url.includes('get-page-widgets'))!.url).searchParams;
    expect(query.get('page_name')).toBe('7');
    expect(query.get('page_content_id')).toBe('7');
    expect(query.get('page_category_id')).toBeNull();

    expect(within(widget).getByText('We answer within a day.')).toBeTruthy();
    // The form is its own chunk (lazy-contact-form.tsx): it arrives after the widget.
    expect(await within(widget).findByText('Your message goes to: Sales')).toBeTruthy();
    expect(within(widget).queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Write to a deleted service' })).toBeNull();
    const moreCups = screen.getByRole('region', { name: 'More cups' });
    expect(within(moreCups).getByRole('link', { name: 'Tea cup' }).getAttribute('href')).toBe('/products/tea-cup');

    await user.type(within(widget).getByRole('textbox', { name: /Your e-mail address/ }), 'ana@example.com');
    await user.type(within(widget).getByRole('textbox', { name: /Message/ }), 'Is it dishwasher safe?');
    await user.click(within(widget).getByRole('button', { name: 'Send message' }));
    expect(await within(widget).findByText('Your message was received and passed on. Thank you!')).toBeTruthy();
    const body = sentFormData(callsTo('POST', '/licence-contacts/submit-contact-form')[0])!;
    expect(body.get('contact_service_id')).toBe('4');
    expect(body.get('message')).toBe('Is it dishwasher safe?');
  });
});

describe('widgets on a category list', () => {
  it("asks for the category's widgets and shows them around the list", async () => {
    const kitchen = category({ id: 5, name: 'Kitchen', slug: 'kitchen' });
    const picks = withItems({ widget_id: 31, column_number: 1, widget_title: 'Kitchen picks', page_name: '5' }, [
      listItem({ id: 9, title: 'Copper pan', slug: 'copper-pan' }),
    ]);
    const { requests } = stubFetch({
      ...siteStubs(),
      'GET /api/v1/categories': { body: [kitchen] },
      'GET /api/v1/categories/get-category-catalog-product/5': {
        body: [{ ...listItem({ id: 7, title: 'Coffee cup', slug: 'coffee-cup' }), type: 'product' }],
        headers: pageHeaders(1, 1, 12, 1),
      },
      'GET /api/v1/content-widgets/get-page-widgets': { body: pageWidgets([picks], '5') },
    });
    renderApp('/categories/kitchen', { language: 'en' });

    const widget = await screen.findByRole('region', { name: 'Kitchen picks' });
    expect(within(widget).getByRole('link', { name: 'Copper pan' }).getAttribute('href')).toBe('/products/copper-pan');
    const list = await screen.findByRole('list', { name: 'Kitchen' });
    expect(Boolean(widget.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING)).toBe(true);
    const query = new URL(requests.find((request) => request.url.includes('get-page-widgets'))!.url).searchParams;
    expect(query.get('page_name')).toBe('5');
    expect(query.get('page_category_id')).toBe('5');
    expect(query.get('page_content_id')).toBeNull();
  });
});
