/**
 * /console: a visitor is asked to sign in; an account with no site is offered to buy one; licences show with their
 * status, site and latest job; a failed load can be retried; jobs are asked again every 2 s while one runs, then not.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/render-app';
import { renderPlatform } from '@/test/render-platform';
import { consoleLicence, consoleUser, job, pageOf, signedInStubs } from '../test/console-fixtures';
import { JOB_POLL_MS } from '../utils/job-polling';

const LIST = 'GET /api/v1/licences/get-sales-user-licences';

beforeAll(async () => {
  await import('./console-home-page');
  await import('@/platform/platform-routes');
}, 60_000);

afterEach(() => {
  vi.useRealTimers();
});

describe('the console’s licence list', { timeout: 60_000 }, () => {
  it('asks a visitor to sign in, and its button opens the sign-in', async () => {
    stubFetch({});
    const { user } = renderPlatform('/console');
    const heading = await screen.findByRole('heading', { name: 'Sign in to the console' });
    await user.click(within(heading.parentElement!).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('dialog')).toBeTruthy());
  });

  it('offers an account with no site to buy one', async () => {
    stubFetch({ ...signedInStubs(), [LIST]: pageOf([]) });
    renderPlatform('/console');
    expect(await screen.findByText('You have no site yet.')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Buy a site' }).getAttribute('href')).toBe(
      '/buy',
    );
    // No filters over nothing.
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('lists the licences with their status, site, template and latest job', async () => {
    stubFetch({
      ...signedInStubs(),
      [LIST]: pageOf([
        consoleLicence(),
        consoleLicence({
          id: 12,
          title_of_app: 'Cvećara Lala',
          site_url: 'http://cvecara-lala.localhost:3000',
          status: 'suspended',
          template_id: 2,
          custom_domain: 'lala.rs',
          VHost_status: 'pending',
          ssl_status: 'pending',
          jobs: [job({ name: 'check-licence-domain', state: 'failed', message: 'DNS records not found' })],
        }),
      ]),
    });
    renderPlatform('/console');
    const list = await screen.findByRole('list', { name: 'Your licences, newest first' });
    const [bakery, florist] = within(list).getAllByRole('listitem');
    expect(within(bakery!).getByRole('link', { name: 'Open the licence Pekara Zora' }).getAttribute('href')).toBe(
      '/console/licences/11',
    );
    expect(within(bakery!).getByText('Active')).toBeTruthy();
    expect(within(bakery!).getByText('Creating the site')).toBeTruthy();
    // Its custom domain is not live yet: the link shows and opens the subdomain that works (issue 26 item 14).
    const site = within(florist!).getByRole('link', {
      name: /^cvecara-lala\.localhost:3000\s*\(opens in a new tab\)$/,
    });
    expect(site.getAttribute('href')).toBe('http://cvecara-lala.localhost:3000');
    expect(site.getAttribute('target')).toBe('_blank');
    expect(within(florist!).getByText('Suspended')).toBeTruthy();
    expect(within(florist!).getByText('Domain being set up')).toBeTruthy();
    expect(within(florist!).getByText('DNS records not found')).toBeTruthy();
    expect(await within(florist!).findByText('Showcase')).toBeTruthy();
  });

  it('says when the licences cannot be loaded, and tries again on request', async () => {
    let calls = 0;
    stubFetch({
      ...signedInStubs(),
      [LIST]: () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: { message: 'Down' } } : pageOf([consoleLicence()]);
      },
    });
    const { user } = renderPlatform('/console');
    await screen.findByText('The licences cannot be loaded at the moment.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Open the licence Pekara Zora' })).toBeTruthy();
  });

  it('asks again every 2 s while a job runs, and stops once it has ended', async () => {
    // A fake clock moves through the polls instead of the test sleeping through them.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    const { callsTo } = stubFetch({
      ...signedInStubs(),
      [LIST]: () => {
        calls += 1;
        const state = calls === 1 ? 'running' : 'succeeded';
        return pageOf([consoleLicence({ jobs: [job({ state, progress: calls === 1 ? 40 : 100 })] })]);
      },
    });
    renderPlatform('/console');
    expect(await screen.findByRole('progressbar', { name: 'Creating the site: 40%' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(JOB_POLL_MS));
    await waitFor(() => expect(screen.getByText('Done')).toBeTruthy(), { timeout: 4000 });
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(JOB_POLL_MS + 500));
    expect(callsTo('GET', '/licences/get-sales-user-licences')).toHaveLength(2);
  });

  it('shows the partners’ and admin’s parts only to accounts that may open them', async () => {
    stubFetch({ ...signedInStubs(consoleUser('SALES')), [LIST]: pageOf([]) });
    const first = renderPlatform('/console');
    const nav = await screen.findByRole('navigation', { name: 'Console sections' });
    expect(within(nav).getByRole('link', { name: 'My licences' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).queryByRole('link', { name: 'Partner' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Administration' })).toBeNull();
    first.unmount();

    stubFetch({ ...signedInStubs(consoleUser('PLATFORM_ADMIN')), [LIST]: pageOf([]) });
    renderPlatform('/console');
    const adminNav = await screen.findByRole('navigation', { name: 'Console sections' });
    expect(within(adminNav).getByRole('link', { name: 'Partner' })).toBeTruthy();
    expect(within(adminNav).getByRole('link', { name: 'Administration' })).toBeTruthy();
  });

  it('tells a sales user the admin’s part is not theirs, asking the server nothing', async () => {
    const { callsTo } = stubFetch(signedInStubs(consoleUser('SALES')));
    renderPlatform('/console/admin');
    expect(await screen.findByRole('heading', { name: 'This part is not for your account' })).toBeTruthy();
    expect(callsTo('GET', '/licences/get-all-licences')).toHaveLength(0);
  });
});
