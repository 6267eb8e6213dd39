/**
 * The guided tour's controller over the whole shell, with driver.js for real: it starts by itself once (no progress
 * for the tour's version), resumes at the stored step, saves a skip (Esc or "Skip") as skipped, replays from the
 * first step from "Take the tour", skips a step whose element the page lacks, gives a front user the shortened tour
 * and a moderator none.
 */
import { TOUR_STEP_COUNTS, TOUR_VERSIONS, type TTourProgress } from '@izlog/contract/tours';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { homePageStubs, renderApp, siteStubs, stubFetch, type TStubTable } from '@/test/render-app';
import { signInAs } from '@/test/signed-in';
import { TOUR_STEPS } from '../tour-steps';

const progressOf = (entries: Partial<TTourProgress>[]): TStubTable => ({
  'GET /api/v1/tours/progress': {
    body: entries.map((entry) => ({
      tour_key: 'admin-home',
      version: TOUR_VERSIONS['admin-home'],
      step: 0,
      status: 'running',
      updated_at: '2026-01-01T00:00:00.000Z',
      ...entry,
    })),
  },
});

function stubs(role: 'ADMIN' | 'USER' | 'MODERATOR', extra: TStubTable = {}, licence = {}) {
  return stubFetch({
    ...siteStubs(licence),
    ...homePageStubs(),
    ...signInAs(role),
    'POST /api/v1/tours/save-progress': (request) => ({ body: { updated_at: new Date().toISOString(), ...request } }),
    ...extra,
  });
}

// The shell, its lazy chunks and driver.js's own on a busy two-core machine: generous waits, never a timed assertion.
const SLOW = { timeout: 15_000 };
const tourDialog = (name: string) => screen.findByRole('dialog', { name }, SLOW);
const homeHeading = () => screen.findByRole('heading', { name: 'Demo shop', level: 1 }, SLOW);
const savedBodies = async (requests: Request[]) =>
  Promise.all(
    requests
      .filter((request) => new URL(request.url).pathname === '/api/v1/tours/save-progress')
      .map((request) => request.clone().json()),
  );

describe('the guided tour', { timeout: 45_000 }, () => {
  it('has as many steps per tour as the contract, which the server checks saved steps against', () => {
    expect(TOUR_STEPS['admin-home']).toHaveLength(TOUR_STEP_COUNTS['admin-home']);
    expect(TOUR_STEPS['visitor-home']).toHaveLength(TOUR_STEP_COUNTS['visitor-home']);
  });

  it('starts by itself for an admin who never saw it, saves each step, and Esc skips it for good', async () => {
    const { requests } = stubs('ADMIN', progressOf([]));
    const user = userEvent.setup();
    renderApp('/', { language: 'en' });
    const step = await tourDialog('The site’s header');
    expect(within(step).getByText(`1 / ${TOUR_STEP_COUNTS['admin-home']}`)).toBeTruthy();
    expect(step.getAttribute('aria-modal')).toBe('true');
    expect(step.getAttribute('aria-describedby')).toBeTruthy();
    // Focus is in the dialog, on "Next"; the page behind is inert.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Next'), SLOW);
    expect(screen.getByRole('banner').closest('[inert]')).not.toBeNull();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'The site’s header' })).toBeNull());
    expect(screen.getByRole('banner').closest('[inert]')).toBeNull();
    await waitFor(async () =>
      expect(await savedBodies(requests)).toEqual([
        { tour_key: 'admin-home', version: 1, step: 0, status: 'running' },
        { tour_key: 'admin-home', version: 1, step: 0, status: 'skipped' },
      ]),
    );
    // Back on the home page, it does not start again.
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    await user.click(within(menu).getByRole('link', { name: 'Products' }));
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: /Demo shop/ }));
    await homeHeading();
    expect(screen.queryByRole('dialog', { name: 'The site’s header' })).toBeNull();
  });

  it('resumes at the step where it stopped', async () => {
    stubs('ADMIN', progressOf([{ step: 4, status: 'running' }]));
    renderApp('/', { language: 'en' });
    const step = await tourDialog('Newest products');
    expect(within(step).getByText(`5 / ${TOUR_STEP_COUNTS['admin-home']}`)).toBeTruthy();
  });

  it('stores "skipped" from the Skip button, at the step reached', async () => {
    const { requests } = stubs('ADMIN', progressOf([{ step: 4, status: 'running' }]));
    const user = userEvent.setup();
    renderApp('/', { language: 'srp' });
    const step = await tourDialog('Najnoviji proizvodi');
    await user.click(within(step).getByRole('button', { name: 'Preskoči obilazak' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Najnoviji proizvodi' })).toBeNull());
    await waitFor(async () =>
      expect((await savedBodies(requests)).at(-1)).toEqual({
        tour_key: 'admin-home',
        version: 1,
        step: 4,
        status: 'skipped',
      }),
    );
  });

  it('skips the steps whose element the page lacks (no search, no categories, no widgets)', async () => {
    stubs('ADMIN', progressOf([]), { search_status: false });
    const user = userEvent.setup();
    renderApp('/', { language: 'en' });
    const first = await tourDialog('The site’s header');
    await user.click(within(first).getByRole('button', { name: 'Next' }));
    const products = await tourDialog('Newest products');
    expect(within(products).getByText(`5 / ${TOUR_STEP_COUNTS['admin-home']}`)).toBeTruthy();
    // Back from there goes to the header again, past the same missing steps.
    await user.click(within(products).getByRole('button', { name: 'Back' }));
    expect(await tourDialog('The site’s header')).toBeTruthy();
  });

  it('does not start for a finished tour, and "Take the tour" replays it from the first step', async () => {
    const { callsTo } = stubs('ADMIN', progressOf([{ step: 11, status: 'finished' }]));
    const user = userEvent.setup();
    renderApp('/', { language: 'en' });
    await homeHeading();
    await waitFor(() => expect(callsTo('GET', '/tours/progress')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();

    const menuButton = await screen.findByRole('button', { name: /admin-user/ });
    await user.click(menuButton);
    await user.click(await screen.findByRole('menuitem', { name: 'Take the tour' }));
    const step = await tourDialog('The site’s header');
    expect(within(step).getByText(`1 / ${TOUR_STEP_COUNTS['admin-home']}`)).toBeTruthy();
    // Ended, focus goes back to the menu's button, where "Take the tour" was chosen.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(menuButton));
  });

  it('gives a front user the shortened tour, in Serbian', async () => {
    stubs('USER', progressOf([]));
    renderApp('/', { language: 'srp' });
    const step = await tourDialog('Zaglavlje sajta');
    expect(within(step).getByText(`1 / ${TOUR_STEP_COUNTS['visitor-home']}`)).toBeTruthy();
    expect(within(step).getByRole('button', { name: 'Dalje' })).toBeTruthy();
  });

  it('gives a moderator no tour and asks for no progress', async () => {
    const { callsTo } = stubs('MODERATOR', progressOf([]));
    renderApp('/', { language: 'en' });
    await homeHeading();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(callsTo('GET', '/tours/progress')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
