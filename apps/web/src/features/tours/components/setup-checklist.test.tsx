/**
 * The admin's setup checklist at /admin/setup: the five steps with a tick each as the server answers, in both
 * languages; each button leads where the step is done; it ticks itself when a modal closes (the answer changed
 * meanwhile) without a reload.
 */
import type { TSetupChecklist } from '@izlog/contract/tours';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { closeModal, openModal, useOpenModal } from '@/lib/modal-store';
import { renderApp, siteStubs, stubFetch } from '@/test/render-app';
import { signInAs } from '@/test/signed-in';

const checklist = (done: Partial<Record<TSetupChecklist['steps'][number]['key'], boolean>>): TSetupChecklist => ({
  steps: (['logo', 'greetings', 'first_product', 'first_widget', 'contact_service'] as const).map((key) => ({
    key,
    done: done[key] ?? false,
  })),
});

const stepItem = (name: RegExp) =>
  within(screen.getByRole('list', { name: /Setup steps|Koraci podešavanja/ }))
    .getByText(name)
    .closest('li')!;

describe('setup checklist', { timeout: 45_000 }, () => {
  it('lists the five steps with what is done, each with a button to where it is done', async () => {
    stubFetch({
      ...siteStubs(),
      ...signInAs('ADMIN'),
      'GET /api/v1/licences/setup-checklist': { body: checklist({ greetings: true, first_widget: true }) },
    });
    renderApp('/admin/setup', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Setup checklist', level: 1 }, { timeout: 15_000 })).toBeTruthy();
    expect(await screen.findByText('2 of 5 done')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Setup steps' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Set the logo: not doneOpen site settings',
      '✓Write the greeting messages: doneOpen greetings',
      'Add the first product: not doneNew product',
      '✓Add the first widget: doneOpen widgets',
      'Add a contact service: not doneOpen contact',
    ]);
    expect(stepItem(/Set the logo/).getAttribute('data-done')).toBe('false');
    // The logo, greetings and widgets open their modals; the product and the contact service are pages.
    const opens = (step: RegExp, name: string) =>
      within(stepItem(step)).getByRole('button', { name }).getAttribute('aria-haspopup');
    expect(opens(/Set the logo/, 'Open site settings')).toBe('dialog');
    expect(opens(/first widget/, 'Open widgets')).toBe('dialog');
    expect(opens(/first product/, 'New product')).toBeNull();
    expect(opens(/contact service/, 'Open contact')).toBeNull();
    // The tour can be taken again from here.
    expect(screen.getByRole('button', { name: 'Take the tour again' })).toBeTruthy();
  });

  it('opens the site management modal for the logo, and ticks the logo when the modal closes after it was saved', async () => {
    let hasLogo = false;
    stubFetch({
      ...siteStubs(),
      ...signInAs('ADMIN'),
      'GET /api/v1/licences/setup-checklist': () => ({ body: checklist({ logo: hasLogo }) }),
    });
    const opened: string[] = [];
    function OpenModalSpy() {
      const modal = useOpenModal();
      if (modal) opened.push(modal.name);
      return null;
    }
    renderApp('/admin/setup', { language: 'srp' });
    const { render } = await import('@testing-library/react');
    render(<OpenModalSpy />);
    expect(await screen.findByText('Urađeno 0 od 5', {}, { timeout: 15_000 })).toBeTruthy();
    // What the logo's button opens (the modal itself is the site management feature's, tested there).
    act(() =>
      within(stepItem(/Postavite logo/))
        .getByRole('button', { name: 'Otvori podešavanja sajta' })
        .click(),
    );
    expect(opened.at(-1)).toBe('siteManagementModal');
    act(() => closeModal());
    // Saved meanwhile: the next answer has the logo.
    hasLogo = true;
    act(() => openModal({ name: 'licenceTextModal', text: 'terms_and_conditions' }));
    act(() => closeModal());
    await waitFor(() => expect(stepItem(/Postavite logo/).getAttribute('data-done')).toBe('true'));
    expect(screen.getByText('Urađeno 1 od 5')).toBeTruthy();
  });
});
