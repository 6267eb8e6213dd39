/** A tab running an older build is offered a reload when a newer build's worker takes it over, never before. */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { resetAppUpdateForTests, type TWorkerContainer, watchForAppUpdate } from '../app-update';
import { UpdateNotice } from './update-notice';

/** A stand-in for `navigator.serviceWorker`: `takeOver` is a worker taking control of the tab. */
function workerContainer(controlled: boolean) {
  const target = new EventTarget();
  const container = Object.assign(target, {
    controller: controlled ? ({} as ServiceWorker) : null,
  }) as unknown as TWorkerContainer;
  const takeOver = () =>
    act(() => {
      target.dispatchEvent(new Event('controllerchange'));
    });
  return { container, takeOver };
}

beforeEach(() => {
  resetAppUpdateForTests();
});

describe('the reload offer after an update', () => {
  it('is not offered when the first worker takes over a tab opened without one (the same build)', () => {
    const { container, takeOver } = workerContainer(false);
    watchForAppUpdate(container);
    renderWithProviders(<UpdateNotice />);
    takeOver();
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  });

  it('is offered when a newer worker replaces the one the tab started with, and reloads by keyboard', async () => {
    const { container, takeOver } = workerContainer(true);
    watchForAppUpdate(container);
    const reload = vi.fn();
    renderWithProviders(<UpdateNotice reload={reload} />);
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    takeOver();
    expect(screen.getByRole('status').textContent).toContain('A new version of the site has arrived');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reload' }));
    await userEvent.keyboard('{Enter}');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('is offered after a second update of a tab that started without a worker', () => {
    const { container, takeOver } = workerContainer(false);
    watchForAppUpdate(container);
    renderWithProviders(<UpdateNotice />);
    takeOver();
    takeOver();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('goes away on "Later", and speaks Serbian on a Serbian page', async () => {
    const { container, takeOver } = workerContainer(true);
    watchForAppUpdate(container);
    renderWithProviders(<UpdateNotice reload={vi.fn()} />, { language: 'srp' });
    takeOver();
    expect(screen.getByRole('button', { name: 'Osveži' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Kasnije' }));
    expect(screen.queryByRole('button', { name: 'Osveži' })).toBeNull();
  });
});
