/**
 * A planner's calendar: the .ics file asked for with the user's token and saved under the name the server gives it,
 * a private link shown once with a copy button, and replacing or revoking it only after a confirm.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp, siteStubs, stubFetch, type TStubTable } from '@/test/render-app';
import { signInAs } from '@/test/signed-in';
import { detail, item, planner } from '../test/planner-fixtures';

beforeAll(async () => {
  await import('./planner-page');
}, 60_000);

const page = (linkActive: boolean) =>
  detail({ id: 1, title: 'Garden party', calendar_link_active: linkActive }, [item()]);
const LINK = 'http://demo.localhost/api/v1/planner-calendars/abcdefghijklmnopqrstuvwxyz0123456789ABCD.ics';

const stubs = (extra: TStubTable = {}): TStubTable => ({
  ...siteStubs(),
  ...signInAs('USER'),
  'GET /api/v1/planners/planner-categories/1': { body: page(false) },
  ...extra,
});

/** The names the browser was asked to save downloads under. */
function watchDownloads(): string[] {
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) names.push(this.download);
  });
  return names;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a planner’s calendar', { timeout: 45_000 }, () => {
  it('downloads the .ics file with the user’s token, under the name the server gives it', async () => {
    const saved = watchDownloads();
    const { callsTo } = stubFetch(
      stubs({
        'GET /api/v1/planners/calendar/1': {
          body: 'BEGIN:VCALENDAR',
          headers: {
            'Content-Disposition': `attachment; filename="bata-party.ics"; filename*=UTF-8''ba%C5%A1ta-party.ics`,
          },
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/my/planners/1', { language: 'en' });

    await user.click(await screen.findByRole('button', { name: 'Download calendar (.ics)' }, { timeout: 10_000 }));
    await waitFor(() => expect(saved).toEqual(['bašta-party.ics']));
    expect(callsTo('GET', '/planners/calendar/1')).toHaveLength(1);
    expect(callsTo('GET', '/planners/calendar/1')[0]?.headers.get('Authorization')).toBe('Bearer stored-token');
  });

  it('saves the file under a plain name when the answer names none', async () => {
    const saved = watchDownloads();
    stubFetch(stubs({ 'GET /api/v1/planners/calendar/1': { body: 'BEGIN:VCALENDAR' } }));
    const user = userEvent.setup();
    renderApp('/my/planners/1', { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Download calendar (.ics)' }, { timeout: 10_000 }));
    await waitFor(() => expect(saved).toEqual(['planner.ics']));
  });

  it('asks before a new link replaces a live one, which stops the calendars subscribed to it', async () => {
    const linked = planner({ id: 1, title: 'Garden party', items_count: 1, calendar_link_active: true });
    const { callsTo } = stubFetch(
      stubs({
        'GET /api/v1/planners/planner-categories/1': { body: page(true) },
        'POST /api/v1/planners/create-calendar-link/1': { body: { url: LINK, planner: linked } },
      }),
    );
    const user = userEvent.setup();
    renderApp('/my/planners/1', { language: 'en' });

    await user.click(await screen.findByRole('button', { name: 'Create a new link' }, { timeout: 10_000 }));
    let dialog = await screen.findByRole('dialog', { name: 'Create a new link?' });
    expect(within(dialog).getByText(/The old link then stops working/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create a new link?' })).toBeNull());
    expect(callsTo('POST', '/planners/create-calendar-link/1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Create a new link' }));
    dialog = await screen.findByRole('dialog', { name: 'Create a new link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Create a new link' }));
    const shown = await screen.findByRole('textbox', { name: 'Calendar address' });
    expect((shown as HTMLInputElement).value).toBe(LINK);
    expect(callsTo('POST', '/planners/create-calendar-link/1')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Create a new link?' })).toBeNull();
  });

  it('shows a new private link once with a copy button, and revokes it only after a confirm', async () => {
    const linked = planner({ id: 1, title: 'Garden party', items_count: 1, calendar_link_active: true });
    const { callsTo } = stubFetch(
      stubs({
        'POST /api/v1/planners/create-calendar-link/1': { body: { url: LINK, planner: linked } },
        'POST /api/v1/planners/revoke-calendar-link/1': { body: { ...linked, calendar_link_active: false } },
      }),
    );
    const user = userEvent.setup();
    renderApp('/my/planners/1', { language: 'en' });

    await user.click(await screen.findByRole('button', { name: 'Create a private link' }, { timeout: 10_000 }));
    const shown = await screen.findByRole('textbox', { name: 'Calendar address' });
    expect((shown as HTMLInputElement).value).toBe(LINK);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(screen.getByText(/it is shown only this once/)).toBeTruthy();
    // A live link can be replaced by a new one, or revoked.
    expect(screen.getByRole('button', { name: 'Create a new link' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Revoke the link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the private calendar link?' });
    expect(callsTo('POST', '/planners/revoke-calendar-link/1')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));

    expect(await screen.findByText('The link is revoked.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Calendar address' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Create a private link' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Revoke the link' })).toBeNull();
  });
});
