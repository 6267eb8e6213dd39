/** The header's account corner: "Log in" and "Register", or a greeting, the way into the back office and "Log out". */
import type { TCurrentUser } from '@izlog/contract/auth';
import { NOTICE_MS } from '@izlog/contract/constants';
import { Button, Group, Loader, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasAbility, useCurrentUser } from '@/lib/current-user-store';
import { openModal } from '@/lib/modal-store';
import { notify } from '@/lib/notify';
import { useLogout } from '../api/logout';

/** A way into an area of the back office the signed-in user may use (the shell knows which, by role). */
export type TAccountAreaLink = { to: string; label: string };

/** The moderation modal is for those who moderate (SPEC §6): the ability the server's policy gives their role. */
const isModerator = (user: TCurrentUser) => hasAbility(user, 'moderation.moderate');

type TAccountMenuProps = {
  isLoginEnabled: boolean;
  isRestoring: boolean;
  areaLinksFor?: (user: TCurrentUser) => TAccountAreaLink[];
};

export function AccountMenu({ isLoginEnabled, isRestoring, areaLinksFor }: TAccountMenuProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const logout = useLogout();
  // Phones get compact buttons, so the header keeps one row beside the site's title.
  const buttonSize = useMediaQuery('(max-width: 36em)') ? 'compact-sm' : 'sm';

  if (isRestoring) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (user) {
    return (
      <Group gap="sm">
        <Text fw={500}>{t('header.greeting', { username: user.username })}</Text>
        {areaLinksFor?.(user).map((area) => (
          <Button key={area.to} component={Link} to={area.to} variant="light">
            {area.label}
          </Button>
        ))}
        {isModerator(user) && (
          <Button variant="light" aria-haspopup="dialog" onClick={() => openModal({ name: 'moderationModal' })}>
            {t('moderation.open')}
          </Button>
        )}
        <Button
          variant="default"
          loading={logout.isPending}
          onClick={() =>
            logout.mutate(undefined, { onSettled: () => notify('info', t('auth.loggedOut'), NOTICE_MS.short) })
          }
        >
          {t('header.logout')}
        </Button>
      </Group>
    );
  }
  if (!isLoginEnabled) return null;
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size={buttonSize} onClick={() => openModal({ name: 'loginModal' })}>
        {t('header.login')}
      </Button>
      <Button size={buttonSize} variant="light" onClick={() => openModal({ name: 'registerModal' })}>
        {t('header.register')}
      </Button>
    </Group>
  );
}
