/** The header's account corner: "Log in" and "Register", or a greeting and "Log out". */
import { NOTICE_MS } from '@izlog/contract/constants';
import { Button, Group, Loader, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/lib/current-user-store';
import { openModal } from '@/lib/modal-store';
import { notify } from '@/lib/notify';
import { useLogout } from '../api/logout';

type TAccountMenuProps = { isLoginEnabled: boolean; isRestoring: boolean };

export function AccountMenu({ isLoginEnabled, isRestoring }: TAccountMenuProps) {
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
