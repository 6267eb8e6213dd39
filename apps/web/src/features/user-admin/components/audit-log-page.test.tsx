import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp, siteStubs, stubFetch, type TStubTable } from '@/test/render-app';
import { signInAs } from '@/test/signed-in';
import { adminUser, auditEntry, page } from '../test/user-admin-fixtures';

beforeAll(async () => {
  await import('./audit-log-page');
}, 60_000);

const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);
const editor = adminUser();

const roleChange = auditEntry();
const siteChange = auditEntry({
  id: 2,
  action: 'site.search',
  subject_type: 'site',
  subject_id: null,
  subject_label: '',
  before: { search_status: true },
  after: { search_status: false },
  created_at: '2025-07-01T22:30:00.000Z',
});
const creation = auditEntry({
  id: 3,
  action: 'user.create',
  before: null,
  after: { email: 'urednica@example.com', role: 'EDITOR', bio: '<p>Piše o <strong>baštama</strong>.</p>' },
});

const deletion = auditEntry({
  id: 4,
  action: 'user.delete',
  before: { status: 'active', contents: { blogs: 2, articles: 0, products: 1, pages: 0 }, comments: 3 },
  after: { status: 'deleted', content_action: 'withdraw', contents: 3, comments: 3 },
});

function auditStubs(extra: TStubTable = {}): TStubTable {
  return {
    ...siteStubs(),
    ...signInAs('ADMIN'),
    'GET /api/v1/audit-log': (request) =>
      query(request)['filter[action]'] ? page([]) : page([siteChange, roleChange, creation, deletion]),
    'GET /api/v1/users/admin-get-licence-users': page([editor]),
    'GET /api/v1/users/admin-get-user/20': { body: editor },
    ...extra,
  };
}

describe('audit log page', { timeout: 45_000 }, () => {
  it('shows who did what, when (Europe/Belgrade), to what, and each field before and after', async () => {
    stubFetch(auditStubs());
    renderApp('/admin/audit-log', { language: 'en' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' }, { timeout: 10_000 })).toBeTruthy();
    const entries = await screen.findByRole('list', { name: 'Audit log entries' });
    const items = within(entries).getAllByRole('listitem');
    expect(items).toHaveLength(4);

    // Newest first, as the server answers; 22:30 UTC on 1 July is past midnight in Belgrade.
    expect(items[0]!.textContent).toContain('Search turned on or off');
    expect(within(items[0]!).getByText('2 Jul 2025, 00:30')).toBeTruthy();
    expect(items[0]!.textContent).toContain('About: the site');
    const search = within(items[0]!).getByRole('rowheader', { name: 'Search' }).closest('tr')!;
    expect(
      within(search)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['yes', 'no']);

    expect(items[1]!.textContent).toContain('Role and status changed');
    expect(items[1]!.textContent).toContain('By admin-user');
    expect(items[1]!.textContent).toContain('About: urednica');
    const role = within(items[1]!).getByRole('rowheader', { name: 'Role' }).closest('tr')!;
    expect(
      within(role)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Editor', 'Moderator']);

    // A creation has no "before"; rich text reads as plain words.
    const bio = within(items[2]!).getByRole('rowheader', { name: 'About' }).closest('tr')!;
    expect(
      within(bio)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['—', 'Piše o baštama .']);

    // A deletion: what the user had, kind by kind, and what became of it.
    const row = (name: string) =>
      [...within(items[3]!).getByRole('rowheader', { name }).closest('tr')!.querySelectorAll('td')].map(
        (cell) => cell.textContent,
      );
    expect(row('Contents')).toEqual(['Blogs: 2, News articles: 0, Products: 1, Static pages: 0', '3']);
    expect(row('Status')).toEqual(['Active', 'Deleted']);
    expect(row("User's content")).toEqual(['—', 'Withdraw from the site']);
  });

  it('filters by action and says when nothing matches', async () => {
    const { callsTo } = stubFetch(auditStubs());
    const user = userEvent.setup();
    renderApp('/admin/audit-log', { language: 'en' });
    await screen.findByRole('list', { name: 'Audit log entries' }, { timeout: 10_000 });

    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'User blocked' }));
    await waitFor(() => expect(query(callsTo('GET', '/audit-log').at(-1)!)['filter[action]']).toBe('user.block'));
    expect(await screen.findByText('No entry matches the filters.')).toBeTruthy();
  });

  it('opens filtered by a user from the address, naming the user in the filter', async () => {
    const { callsTo } = stubFetch(auditStubs());
    renderApp('/admin/audit-log?user=20', { language: 'en' });
    await screen.findByRole('list', { name: 'Audit log entries' }, { timeout: 10_000 });
    expect(query(callsTo('GET', '/audit-log')[0]!)['filter[user_id]']).toBe('20');
    const picker = screen.getByRole('combobox', { name: 'User' }) as HTMLInputElement;
    await waitFor(() => expect(picker.value).toBe('urednica (urednica@example.com)'));
  });

  it('says so when the log is empty, in Serbian too', async () => {
    stubFetch(auditStubs({ 'GET /api/v1/audit-log': page([]) }));
    renderApp('/admin/audit-log', { language: 'srp' });
    expect(await screen.findByText('U dnevniku još nema zapisa.', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Dnevnik izmena' })).toBeTruthy();
  });

  it('is not open to an editor (no audit.read)', async () => {
    stubFetch({ ...siteStubs(), ...signInAs('EDITOR') });
    renderApp('/admin/audit-log', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Unauthorized access!' }, { timeout: 10_000 })).toBeTruthy();
  });
});
