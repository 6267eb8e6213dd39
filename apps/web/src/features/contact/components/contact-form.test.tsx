/**
 * The contact page and its form: the services to choose from, the checks at the field (contract rules, the attachment's
 * size before anything is sent), a multipart submission with the attachment and the captcha, the success message and a
 * cleared form, and the server's refusals where they belong (415 at the attachment, 429 above the form).
 */
import type { TPublicContactService } from '@izlog/contract/contact-services';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fillIn } from '@/test/fill-in';
import { renderApp, siteStubs, stubFetch, type TStubAnswer, type TStubTable } from '@/test/render-app';
import { signInAs } from '@/test/signed-in';

const services: TPublicContactService[] = [
  { id: 4, service_name: 'Sales', description: 'Prices, offers and orders.' },
  { id: 5, service_name: 'Support', description: '' },
];

function contactStubs(submitted: TStubAnswer | ((request: Request) => TStubAnswer)): TStubTable {
  return {
    ...siteStubs(),
    'GET /api/v1/licence-contacts/get-licence-contact-services': { body: services },
    'POST /api/v1/licence-contacts/submit-contact-form': submitted,
  };
}

async function openContactPage(stubs: TStubTable, language: 'en' | 'srp' = 'en') {
  const fetchStub = stubFetch(stubs);
  const view = renderApp('/contact', { language });
  const form = await screen.findByRole('form', { name: /Contact form|Kontakt forma/ }, { timeout: 8000 });
  const fileInput = () => view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { user: userEvent.setup(), form, fileInput, ...fetchStub };
}

const pdf = (name = 'order.pdf', size?: number) => {
  const file = new File(['%PDF-1.4 small'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('the contact page', () => {
  it('lists the services with what they are for and lets the visitor choose one', async () => {
    const { user, form } = await openContactPage(contactStubs({ body: null }));
    expect(screen.getByRole('heading', { name: 'Write to us', level: 1 })).toBeTruthy();
    const list = screen.getByRole('region', { name: 'Our services' });
    expect(within(list).getByText('Prices, offers and orders.')).toBeTruthy();
    await user.click(within(form).getByRole('combobox', { name: /Who you write to/ }));
    expect(screen.getByRole('option', { name: 'Sales' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Support' })).toBeTruthy();
  });

  it('says so, without a form, when the site has no contact service', async () => {
    stubFetch({ ...siteStubs(), 'GET /api/v1/licence-contacts/get-licence-contact-services': { body: [] } });
    renderApp('/contact', { language: 'srp' });
    expect(await screen.findByText('Ovaj sajt još ne prima poruke preko forme.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});

describe('the way to the contact page', () => {
  /** Brings the footer near, as scrolling down does (its lists are asked for then). */
  function bringFooterNear() {
    const callbacks: IntersectionObserverCallback[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          callbacks.push(callback);
        }
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    return () =>
      act(() => {
        for (const callback of callbacks) {
          callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
        }
      });
  }

  it('is a footer link once the site has a contact service, and none without one', async () => {
    const comeNear = bringFooterNear();
    stubFetch({ ...contactStubs({ body: null }), 'GET /api/v1/contents': { body: [] } });
    const { unmount } = renderApp('/no/such/page', { language: 'en' });
    const footer = await screen.findByRole('contentinfo', { name: 'Site footer' });
    comeNear();
    const link = await within(footer).findByRole('link', { name: 'Write to us' });
    expect(link.getAttribute('href')).toBe('/contact');
    unmount();

    const comesNearAgain = bringFooterNear();
    const { callsTo } = stubFetch({ ...siteStubs(), 'GET /api/v1/contents': { body: [] } });
    renderApp('/no/such/page', { language: 'en' });
    const bare = await screen.findByRole('contentinfo', { name: 'Site footer' });
    comesNearAgain();
    await waitFor(() => expect(callsTo('GET', '/licence-contacts/get-licence-contact-services')).toHaveLength(1));
    expect(within(bare).queryByRole('link', { name: 'Write to us' })).toBeNull();
  });
});

describe('the contact form', () => {
  it('checks every field at the field and sends nothing while one is wrong', async () => {
    const { user, form, callsTo } = await openContactPage(contactStubs({ body: null }));
    await within(form).findByAltText('Picture with the check code');
    const email = within(form).getByRole('textbox', { name: /Your e-mail address/ });
    await fillIn(user, email, 'ana@');
    await user.tab();
    expect(await within(form).findByText('The e-mail address is not valid.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');

    await fillIn(user, within(form).getByRole('textbox', { name: /Message/ }), 'x');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByText('Enter at least 2 characters.')).toBeTruthy();
    // No service chosen, no captcha answered.
    expect(within(form).getAllByText('This field is required.')).toHaveLength(2);
    expect(
      within(form)
        .getByRole('combobox', { name: /Who you write to/ })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(within(form).getByLabelText('Captcha').getAttribute('aria-invalid')).toBe('true');
    expect(callsTo('POST', '/licence-contacts/submit-contact-form')).toHaveLength(0);
  });

  it('refuses an attachment over 5 MB at its field, before anything is sent', async () => {
    const { user, form, fileInput, callsTo } = await openContactPage(contactStubs({ body: null }));
    await user.upload(fileInput(), pdf('catalogue.pdf', 5 * 1024 * 1024 + 1));
    expect(await within(form).findByText('The attachment is too large (at most 5 MB).')).toBeTruthy();

    await user.click(within(form).getByRole('combobox', { name: /Who you write to/ }));
    await user.click(screen.getByRole('option', { name: 'Sales' }));
    await fillIn(user, within(form).getByRole('textbox', { name: /Your e-mail address/ }), 'ana@example.com');
    await fillIn(user, within(form).getByRole('textbox', { name: /Message/ }), 'Do you deliver to Novi Sad?');
    await fillIn(user, within(form).getByLabelText('Captcha'), 'abcd');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(within(form).getByText('The attachment is too large (at most 5 MB).')).toBeTruthy();
    expect(callsTo('POST', '/licence-contacts/submit-contact-form')).toHaveLength(0);
  });

  it('posts multipart with the attachment and the captcha, says the message was received and clears the form', async () => {
    const { user, form, fileInput, callsTo, sentFormData } = await openContactPage(
      contactStubs({ body: { id: 91, delivery: 'pending' } }),
    );
    await within(form).findByAltText('Picture with the check code');
    await user.click(within(form).getByRole('combobox', { name: /Who you write to/ }));
    await user.click(screen.getByRole('option', { name: 'Support' }));
    await fillIn(user, within(form).getByRole('textbox', { name: /Your e-mail address/ }), 'ana@example.com');
    await fillIn(user, within(form).getByRole('textbox', { name: /Your name/ }), 'Ana Petrović');
    await fillIn(user, within(form).getByRole('textbox', { name: /Message/ }), 'The order came without its legs.');
    await user.upload(fileInput(), pdf());
    await fillIn(user, within(form).getByLabelText('Captcha'), 'k7m2');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));

    const done = await within(form).findByRole('status');
    expect(within(done).getByText('Your message was received and passed on. Thank you!')).toBeTruthy();
    const [request] = callsTo('POST', '/licence-contacts/submit-contact-form');
    const body = sentFormData(request)!;
    expect(body).not.toBeNull();
    expect(body.get('contact_service_id')).toBe('5');
    expect(body.get('submited_by')).toBe('ana@example.com');
    expect(body.get('name')).toBe('Ana Petrović');
    expect(body.get('message')).toBe('The order came without its legs.');
    expect(body.get('captcha_id')).toBe('captcha-1');
    expect(body.get('captcha')).toBe('k7m2');
    const attachment = body.get('attachment');
    expect(attachment).toBeInstanceOf(File);
    expect((attachment as File).name).toBe('order.pdf');

    // Cleared for the next message, the service kept; a new captcha picture was asked for.
    expect((within(form).getByRole('textbox', { name: /Your e-mail address/ }) as HTMLInputElement).value).toBe('');
    expect((within(form).getByRole('textbox', { name: /Message/ }) as HTMLTextAreaElement).value).toBe('');
    expect((within(form).getByLabelText('Captcha') as HTMLInputElement).value).toBe('');
    expect(within(form).queryByText('order.pdf')).toBeNull();
    expect((within(form).getByRole('combobox', { name: /Who you write to/ }) as HTMLInputElement).value).toBe(
      'Support',
    );
    await waitFor(() => expect(callsTo('GET', '/users/captcha').length).toBeGreaterThan(1));
  });

  it('shows a refused attachment at its field and too many messages above the form', async () => {
    const refusals: TStubAnswer[] = [
      {
        status: 415,
        body: { name: 'Unsupported Media Type', message: 'The attachment must be a picture.', status: 415 },
      },
      { status: 429, body: { name: 'Too Many Requests', message: 'Too many messages were sent.', status: 429 } },
    ];
    const { user, form, fileInput } = await openContactPage(contactStubs(() => refusals.shift()!));
    await user.click(within(form).getByRole('combobox', { name: /Who you write to/ }));
    await user.click(screen.getByRole('option', { name: 'Sales' }));
    await fillIn(user, within(form).getByRole('textbox', { name: /Your e-mail address/ }), 'ana@example.com');
    await fillIn(user, within(form).getByRole('textbox', { name: /Message/ }), 'A message with a renamed file.');
    await user.upload(fileInput(), pdf('renamed.pdf'));
    await fillIn(user, within(form).getByLabelText('Captcha'), 'k7m2');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByText('The attachment must be a picture.')).toBeTruthy();
    expect(within(form).queryByRole('alert')).toBeNull();

    await fillIn(user, within(form).getByLabelText('Captcha'), 'p3q4');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    const alert = await within(form).findByRole('alert');
    expect(within(alert).getByText('Too many messages were sent.')).toBeTruthy();
    // What the visitor wrote stays, to send later.
    expect((within(form).getByRole('textbox', { name: /Message/ }) as HTMLTextAreaElement).value).toBe(
      'A message with a renamed file.',
    );
  });

  it('asks a signed-in user for no captcha', async () => {
    const { form, user, callsTo } = await openContactPage({
      ...contactStubs({ body: { id: 92, delivery: 'pending' } }),
      ...signInAs('USER'),
    });
    await waitFor(() => expect(within(form).queryByLabelText('Captcha')).toBeNull());
    await user.click(within(form).getByRole('combobox', { name: /Who you write to/ }));
    await user.click(screen.getByRole('option', { name: 'Sales' }));
    await fillIn(user, within(form).getByRole('textbox', { name: /Your e-mail address/ }), 'user@example.com');
    await fillIn(user, within(form).getByRole('textbox', { name: /Message/ }), 'Hello from a member.');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByRole('status')).toBeTruthy();
    expect(callsTo('POST', '/licence-contacts/submit-contact-form')).toHaveLength(1);
  });
});
