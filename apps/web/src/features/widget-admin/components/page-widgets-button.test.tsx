import type { TLicenceRole } from '@izlog/contract/roles';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endSession, restoreCurrentUser } from '@/lib/current-user-store';
import { useOpenModal } from '@/lib/modal-store';
import { renderWithProviders } from '@/test/render-with-providers';
import { testUser } from '@/test/signed-in';
import { PageWidgetsButton } from './page-widgets-button';

function OpenModal() {
  const modal = useOpenModal();
  return <output aria-label="open modal">{modal ? JSON.stringify(modal) : 'none'}</output>;
}

function renderAs(role: TLicenceRole | null) {
  act(() => (role ? restoreCurrentUser(testUser(role)) : endSession()));
  return renderWithProviders(
    <>
      <PageWidgetsButton page={{ kind: 'category', id: 11, title: 'Shoes' }} />
      <OpenModal />
    </>,
  );
}

describe('the widgets button of a page', () => {
  it('opens the widget modal for that page, for staff who may arrange widgets', async () => {
    for (const role of ['ADMIN', 'EDITOR'] as const) {
      const { user, unmount } = renderAs(role);
      const button = screen.getByRole('button', { name: 'Widgets of this page' });
      expect(button.getAttribute('aria-haspopup')).toBe('dialog');
      await user.click(button);
      expect(JSON.parse(screen.getByRole('status', { name: 'open modal' }).textContent ?? '')).toEqual({
        name: 'widgetModal',
        page: { kind: 'category', id: 11, title: 'Shoes' },
      });
      unmount();
    }
  });

  it('shows nothing to a moderator, a client or a visitor', () => {
    for (const role of ['MODERATOR', 'CLIENT', null] as const) {
      const { unmount } = renderAs(role);
      expect(screen.queryByRole('button', { name: 'Widgets of this page' })).toBeNull();
      unmount();
    }
  });
});
