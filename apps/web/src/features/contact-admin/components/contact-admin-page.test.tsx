import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fillIn } from '@/test/fill-in';
import { renderApp, siteStubs, stubFetch, type TStubTable } from '@/test/render-app';
import { signInAs } from '@/test/signed-in';
import { contactService, listPage, submission } from '../test/contact-admin-fixtures';

beforeAll(async () => {
  await import('./contact-admin-page');
}, 60_000);

const queryOf = (request: Request | undefined) => Object.fromEntries(new URL(request?.url ?? 'http://x').searchParams);

const sales = contactService();
const support = contactService({ id: 4, service_name: 'Support', email: 'help@example.com', description: '' });
const delivered = submission({
  attachment: {
    file_name: 'offer.pdf',
    content_type: 'application/pdf',
    size: 52_300,
    url: '/api/v1/licence-contacts/contact-submissions/41/attachment',
  },
});
const failed = submission({
  id: 42,
  service_name: 'Support',
  contact_service_id: 4,
  submited_by: 'marko@example.com',
  name: null,
  message: 'The form on your site works!',
  delivery: 'failed',
  attempts: 5,
  last_error: 'SMTP 550 mailbox unavailable',
  sent_at: null,
});
const waiting = submission({ id: 43, delivery: 'pending', attempts: 0, sent_at: null });

function contactStubs(extra: TStubTable = {}): TStubTable {
  return {
    ...siteStubs(),
    ...signInAs('EDITOR'),
    'GET /api/v1/licence-contacts/get-licence-contact-services': { body: [sales, support] },
    'GET /api/v1/licence-contacts/contact-submissions': (request) =>
      queryOf(request)['filter[delivery]'] === 'failed'
        ? listPage([failed])
        : listPage([waiting, failed, delivered], { pages: 3 }),
    ...extra,
  };
}

describe('the contact page: messages received', { timeout: 45_000 }, () => {
  it('lists what visitors sent, newest first, with each one’s delivery, attempts and last error', async () => {
    const { callsTo } = stubFetch(contactStubs());
    renderApp('/admin/contact', { language: 'en' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Contact' }, { timeout: 10_000 })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Messages received' });
    const [first, second, third] = within(list).getAllByRole('listitem') as HTMLElement[];
    expect(within(first as HTMLElement).getByText('Waiting to be sent')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Not sent')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Sending attempts: 5')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Last error: SMTP 550 mailbox unavailable')).toBeTruthy();
    expect(within(third as HTMLElement).getByText('Sent')).toBeTruthy();
    expect(within(third as HTMLElement).getByText('Do you deliver to Novi Sad?')).toBeTruthy();
    expect(within(third as HTMLElement).getByRole('link', { name: 'Ana <ana@example.com>' })).toBeTruthy();
    // Only a failed one can be sent again.
    expect(within(first as HTMLElement).queryByRole('button', { name: /Send .*again/ })).toBeNull();
    expect(within(third as HTMLElement).queryByRole('button', { name: /Send .*again/ })).toBeNull();
    expect(queryOf(callsTo('GET', '/licence-contacts/contact-submissions')[0])).toEqual({
      page: '1',
      page_count: '20',
    });
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeTruthy();
  });

  it('filters by delivery, and sends a failed message again', async () => {
    let retried = false;
    const { callsTo } = stubFetch(
      contactStubs({
        'POST /api/v1/licence-contacts/retry-contact-submission/42': () => {
          retried = true;
          return { body: { message: 'queued' } };
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/contact', { language: 'en' });

    await screen.findByRole('list', { name: 'Messages received' }, { timeout: 10_000 });
    await user.click(screen.getByRole('combobox', { name: 'Delivery' }));
    await user.click(await screen.findByRole('option', { name: 'Not sent' }));
    await waitFor(() =>
      expect(queryOf(callsTo('GET', '/licence-contacts/contact-submissions').at(-1))).toMatchObject({
        'filter[delivery]': 'failed',
        page: '1',
      }),
    );
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Messages received' })).getAllByRole('listitem')).toHaveLength(1),
    );

    const reads = callsTo('GET', '/licence-contacts/contact-submissions').length;
    await user.click(screen.getByRole('button', { name: 'Send the message from marko@example.com again' }));
    expect(await screen.findByText('The message is on its way again.')).toBeTruthy();
    expect(retried).toBe(true);
    // The list is read again, so the new delivery state shows.
    await waitFor(() => expect(callsTo('GET', '/licence-contacts/contact-submissions').length).toBeGreaterThan(reads));
  });

  it('downloads an attachment with the staff member’s token', async () => {
    const { callsTo } = stubFetch(
      contactStubs({ 'GET /api/v1/licence-contacts/contact-submissions/41/attachment': { body: '%PDF-1.4' } }),
    );
    const user = userEvent.setup();
    renderApp('/admin/contact', { language: 'en' });

    await user.click(await screen.findByRole('button', { name: 'Download offer.pdf (51 KB)' }, { timeout: 10_000 }));
    await waitFor(() => expect(callsTo('GET', '/licence-contacts/contact-submissions/41/attachment')).toHaveLength(1));
    const request = callsTo('GET', '/licence-contacts/contact-submissions/41/attachment')[0];
    expect(request?.headers.get('Authorization')).toBe('Bearer stored-token');
  });

  it('says so when no visitor has written yet', async () => {
    stubFetch(contactStubs({ 'GET /api/v1/licence-contacts/contact-submissions': listPage([]) }));
    renderApp('/admin/contact', { language: 'en' });
    expect(await screen.findByText('No messages from visitors yet.', {}, { timeout: 10_000 })).toBeTruthy();
  });
});

describe('the contact page: contact services', { timeout: 45_000 }, () => {
  it('lists the services with their addresses, and deletes one only after the confirm dialog', async () => {
    let deleted = false;
    const { callsTo } = stubFetch(
      contactStubs({
        'GET /api/v1/licence-contacts/get-licence-contact-services': () => ({
          body: deleted ? [sales] : [sales, support],
        }),
        'POST /api/v1/licence-contacts/delete-contact-service/4': () => {
          deleted = true;
          return { body: { message: 'The contact service was deleted.' } };
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/contact?section=services', { language: 'en' });

    const list = await screen.findByRole('list', { name: 'Contact services' }, { timeout: 10_000 });
    expect(within(list).getByRole('link', { name: 'sales@example.com' }).getAttribute('href')).toBe(
      'mailto:sales@example.com',
    );
    await user.click(within(list).getByRole('button', { name: 'Delete the service Support' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this contact service?' });
    expect(within(dialog).getByText(/Messages already received stay/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo('POST', '/licence-contacts/delete-contact-service/4')).toHaveLength(0);

    await user.click(within(list).getByRole('button', { name: 'Delete the service Support' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this contact service?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete the service' }));
    expect(await screen.findByText('The contact service was deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Support' })).toBeNull());
  });

  it('checks a new service at its fields, then adds it', async () => {
    const { callsTo } = stubFetch(
      contactStubs({
        'POST /api/v1/licence-contacts/create-contact-service': {
          body: contactService({ id: 5, service_name: 'Press', email: 'press@example.com' }),
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/contact?section=services', { language: 'en' });

    const name = await screen.findByRole('textbox', { name: /^Service name/ }, { timeout: 10_000 });
    await fillIn(user, name, 'P');
    await fillIn(user, screen.getByRole('textbox', { name: /^E-mail/ }), 'press-at-example');
    await user.click(screen.getByRole('button', { name: 'Add the service' }));
    expect(await screen.findByText('Enter at least 2 characters.')).toBeTruthy();
    expect(screen.getByText('The e-mail address is not valid.')).toBeTruthy();
    expect(callsTo('POST', '/licence-contacts/create-contact-service')).toHaveLength(0);

    await fillIn(user, name, 'ress');
    const email = screen.getByRole('textbox', { name: /^E-mail/ });
    await user.clear(email);
    await fillIn(user, email, 'press@example.com');
    await user.click(screen.getByRole('button', { name: 'Add the service' }));

    expect(await screen.findByText('The contact service was added.')).toBeTruthy();
    expect(await callsTo('POST', '/licence-contacts/create-contact-service')[0]?.json()).toEqual({
      service_name: 'Press',
      email: 'press@example.com',
    });
    expect((screen.getByRole('textbox', { name: /^Service name/ }) as HTMLInputElement).value).toBe('');
  });

  it('shows the server’s refusal beside its field', async () => {
    stubFetch(
      contactStubs({
        'POST /api/v1/licence-contacts/create-contact-service': {
          status: 422,
          body: [{ field: 'service_name', message: 'A site can have at most 20 contact services.' }],
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/contact?section=services', { language: 'en' });

    await fillIn(user, await screen.findByRole('textbox', { name: /^Service name/ }, { timeout: 10_000 }), 'Press');
    await fillIn(user, screen.getByRole('textbox', { name: /^E-mail/ }), 'press@example.com');
    await user.click(screen.getByRole('button', { name: 'Add the service' }));
    const name = screen.getByRole('textbox', { name: /^Service name/ });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(await screen.findAllByText('A site can have at most 20 contact services.')).not.toHaveLength(0);
  });

  it('is not for a moderator', async () => {
    const { callsTo } = stubFetch({ ...siteStubs(), ...signInAs('MODERATOR') });
    renderApp('/admin/contact', { language: 'en' });
    expect(await screen.findByText('Unauthorized access!', {}, { timeout: 10_000 })).toBeTruthy();
    expect(callsTo('GET', '/licence-contacts/contact-submissions')).toHaveLength(0);
  });
});
