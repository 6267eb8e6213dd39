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

function renderNav(role: TLicenceRole, path = '/admin/audit-log') {
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
    { initialEntries: [path] },
  );
  return renderWithProviders(<RouterProvider router={router} />);
}

const group = (name: string) => {
  const heading = screen.queryByText(name);
  return heading ? (heading.parentElement as HTMLElement) : null;
};

describe('back office navigation: site administration', () => {
  it('gives an admin users and site settings (each opens its modal) and the audit log page', async () => {
    const { user } = renderNav('ADMIN');
    const siteAdministration = group('Site administration')!;
    const users = within(siteAdministration).getByRole('button', { name: 'Users' });
    const settings = within(siteAdministration).getByRole('button', { name: 'Site settings' });
    const auditLog = within(siteAdministration).getByRole('link', { name: 'Audit log' });
    expect(users.getAttribute('aria-haspopup')).toBe('dialog');
    expect(settings.getAttribute('aria-haspopup')).toBe('dialog');
    expect(auditLog.getAttribute('aria-current')).toBe('page');

    await user.click(users);
    expect(screen.getByRole('status', { name: 'open modal' }).textContent).toBe('userManagementModal');
    await user.click(settings);
    expect(screen.getByRole('status', { name: 'open modal' }).textContent).toBe('siteManagementModal');
  });

  it('gives an editor site settings only (SPEC §6: everything but user administration)', () => {
    renderNav('EDITOR', '/admin/content/products');
    const siteAdministration = group('Site administration')!;
    expect(within(siteAdministration).getByRole('button', { name: 'Site settings' })).toBeTruthy();
    expect(within(siteAdministration).queryByRole('button', { name: 'Users' })).toBeNull();
    expect(within(siteAdministration).queryByRole('link', { name: 'Audit log' })).toBeNull();
  });

  it('shows no site administration to a moderator or a front user', () => {
    renderNav('MODERATOR', '/admin');
    expect(group('Site administration')).toBeNull();
    renderNav('USER', '/my/blogs');
    expect(group('Site administration')).toBeNull();
  });
});
