/**
 * The header's account corner: "Log in" and "Register", or the signed-in user's greeting, the way into the back
 * office and "Log out". The greeting opens the account's own menu: "My account" (the auth-user modal) and "Profile"
 * (profile setup), so the row grows by no button. Where the header is narrow (`isCompact`), a signed-in user's
 * corner folds into one avatar button with one menu of everything and a visitor gets "Log in" alone (the login modal
 * leads on to registration), so the site's name and the language switch keep their room on a 320 px phone.
 */
import type { TCurrentUser } from '@izlog/contract/auth';
import { NOTICE_MS } from '@izlog/contract/constants';
import { ActionIcon, Avatar, Button, Group, Loader, Menu, Text } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasAbility, useCurrentUser } from '@/lib/current-user-store';
import { openModal } from '@/lib/modal-store';
import { notify } from '@/lib/notify';
import { profileSetupPathFor } from '@/lib/profile-setup-path';
import { requestTourReplay, tourKeyFor } from '@/lib/tour-request';
import { useLogout } from '../api/logout';

/** A way into an area of the back office the signed-in user may use (the shell knows which, by role). */
type TAccountAreaLink = { to: string; label: string };

/** The moderation modal is for those who moderate (SPEC §6): the ability the server's policy gives their role. */
const isModerator = (user: TCurrentUser) => hasAbility(user, 'moderation.moderate');

/** The auth-user modal shows one's own account: for everyone signed in (the ability every role has). */
const hasOwnAccount = (user: TCurrentUser) => hasAbility(user, 'profiles.updateOwn');

type TAccountMenuProps = {
  isLoginEnabled: boolean;
  isRestoring: boolean;
  areaLinksFor?: (user: TCurrentUser) => TAccountAreaLink[];
  /** The header is narrow (phones, and tablets once signed in): one button instead of a row. */
  isCompact?: boolean;
};

export function AccountMenu({ isLoginEnabled, isRestoring, areaLinksFor, isCompact = false }: TAccountMenuProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const logout = useLogout();
  // A modal opened from a menu gives focus back, when it closes, to what had it when it opened: the menu's button,
  // not the menu item that is gone by then.
  const menuButton = useRef<HTMLButtonElement>(null);
  const openFromMenu = (modal: Parameters<typeof openModal>[0]) => {
    menuButton.current?.focus();
    openModal(modal);
  };
  const openOwnAccount = () => openFromMenu({ name: 'authUserModal' });
  // The guided tour (issue 16) gives focus back, when it ends, to the menu's button as a modal does.
  const takeTour = () => {
    menuButton.current?.focus();
    requestTourReplay();
  };
  const logOut = () =>
    logout.mutate(undefined, { onSettled: () => notify('info', t('auth.loggedOut'), NOTICE_MS.short) });

  if (isRestoring) return <Loader size="sm" aria-label={t('common.loading')} />;
  // By the name the profile holds (a company by its company name), never the login: a client's login is its e-mail.
  const name = user?.public_name ?? '';
  const greeting = name ? t('header.greeting', { name }) : t('header.greetingWithoutName');
  if (user) {
    const areaLinks = areaLinksFor?.(user) ?? [];
    const profilePath = profileSetupPathFor(user);
    if (isCompact) {
      return (
        // In the header (the banner landmark), not a portal; no initial-focus placeholder, which a menu may not hold.
        <Menu position="bottom-end" width={240} withinPortal={false} withInitialFocusPlaceholder={false}>
          <Menu.Target>
            <ActionIcon
              ref={menuButton}
              variant="subtle"
              size={40}
              radius="xl"
              data-tour="account"
              aria-label={name ? t('siteFrame.account.menu', { name }) : t('siteFrame.account.menuWithoutName')}
            >
              {/* The picture or a person icon, no initials: a name read aloud must match what the button shows. */}
              <Avatar src={user.avatar} alt="" color="teal" variant="filled" size={34} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>
              <Text size="sm" fw={500} c="var(--mantine-color-text)" truncate>
                {greeting}
              </Text>
            </Menu.Label>
            {hasOwnAccount(user) && (
              <Menu.Item aria-haspopup="dialog" onClick={openOwnAccount}>
                {t('profiles.menu.myAccount')}
              </Menu.Item>
            )}
            {profilePath && (
              <Menu.Item component={Link} to={profilePath}>
                {t('profiles.menu.profile')}
              </Menu.Item>
            )}
            {areaLinks.map((area) => (
              <Menu.Item key={area.to} component={Link} to={area.to}>
                {area.label}
              </Menu.Item>
            ))}
            {isModerator(user) && (
              <Menu.Item aria-haspopup="dialog" onClick={() => openFromMenu({ name: 'moderationModal' })}>
                {t('moderation.open')}
              </Menu.Item>
            )}
            {tourKeyFor(user) && <Menu.Item onClick={takeTour}>{t('tours.takeTour')}</Menu.Item>}
            <Menu.Divider />
            <Menu.Item onClick={logOut}>{t('header.logout')}</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      );
    }
    return (
      <Group gap="sm" wrap="nowrap" data-tour="account">
        {hasOwnAccount(user) || profilePath ? (
          <Menu position="bottom-end" width={220} withinPortal={false} withInitialFocusPlaceholder={false}>
            <Menu.Target>
              <Button
                ref={menuButton}
                variant="subtle"
                color="gray"
                c="var(--mantine-color-text)"
                px="xs"
                rightSection={<span aria-hidden="true">▾</span>}
              >
                {greeting}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {hasOwnAccount(user) && (
                <Menu.Item aria-haspopup="dialog" onClick={openOwnAccount}>
                  {t('profiles.menu.myAccount')}
                </Menu.Item>
              )}
              {profilePath && (
                <Menu.Item component={Link} to={profilePath}>
                  {t('profiles.menu.profile')}
                </Menu.Item>
              )}
              {tourKeyFor(user) && <Menu.Item onClick={takeTour}>{t('tours.takeTour')}</Menu.Item>}
            </Menu.Dropdown>
          </Menu>
        ) : (
          <Text fw={500}>{greeting}</Text>
        )}
        {areaLinks.map((area) => (
          <Button key={area.to} component={Link} to={area.to} variant="light">
            {area.label}
          </Button>
        ))}
        {isModerator(user) && (
          <Button
            variant="light"
            aria-haspopup="dialog"
            onClick={() => openModal({ name: 'moderationModal' })}
            data-tour="moderation"
          >
            {t('moderation.open')}
          </Button>
        )}
        <Button variant="default" loading={logout.isPending} onClick={logOut}>
          {t('header.logout')}
        </Button>
      </Group>
    );
  }
  if (!isLoginEnabled) return null;
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size={isCompact ? 'compact-sm' : 'sm'} onClick={() => openModal({ name: 'loginModal' })}>
        {t('header.login')}
      </Button>
      {!isCompact && (
        <Button variant="light" onClick={() => openModal({ name: 'registerModal' })}>
          {t('header.register')}
        </Button>
      )}
    </Group>
  );
}
