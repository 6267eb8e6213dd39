/** The back office's "Widgets" entry: for staff with `widgets.manage`, under the site's administration, opening the widget modal. */
import type { TLicenceRole } from '@izlog/contract/roles';
import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useOpenModal } from '@/lib/modal-store';
import { renderWithProviders } from '@/test/render-with-providers';
import { testUser } from '@/test/signed-in';
import { BackOfficeNav } from './back-office-nav';

function OpenModalName() {
  return <output aria-label="open modal">{useOpenModal()?.name ?? 'none'}</output>;
}

function renderNav(role: TLicenceRole, language: 'en' | 'srp' = 'en') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <BackOfficeNav user={testUser(role)} />
            <OpenModalName />
          </>
        ),
      },
    ],
    { initialEntries: ['/admin'] },
  );
  return renderWithProviders(<RouterProvider router={router} />, { language });
}

const navigation = (name: string) => screen.getByRole('navigation', { name });

describe('back office navigation: widgets', () => {
  it('gives an admin and an editor "Widgets", which opens the widget modal (the home page’s widgets)', async () => {
    for (const role of ['ADMIN', 'EDITOR'] as const) {
      const { user, unmount } = renderNav(role);
      const siteAdministration = screen.getByText('Site administration').parentElement as HTMLElement;
      const widgets = within(siteAdministration).getByRole('button', { name: 'Widgets' });
      expect(widgets.getAttribute('aria-haspopup')).toBe('dialog');
      await user.click(widgets);
      expect(screen.getByRole('status', { name: 'open modal' }).textContent).toBe('widgetModal');
      unmount();
    }
  });

  it('names it in Serbian', () => {
    renderNav('ADMIN', 'srp');
    expect(within(navigation('Upravljanje sadržajem')).getByRole('button', { name: 'Vidžeti' })).toBeTruthy();
  });

  it('gives no "Widgets" to a moderator, a client or a front user', () => {
    for (const role of ['MODERATOR', 'CLIENT', 'USER'] as const) {
      const { unmount } = renderNav(role);
      expect(screen.queryByRole('button', { name: 'Widgets' })).toBeNull();
      unmount();
    }
  });
});
