/**
 * The platform header's account corner: "Sign in" and "Register" for a visitor, or the signed-in sales user's menu
 * (Console, Sign out). `layout="list"` lays the same out as full-width buttons for the phone menu.
 */
import { NOTICE_MS } from '@izlog/contract/constants';
import { Button, Group, Loader, Menu, Stack } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openModal } from '@/lib/modal-store';
import { notify } from '@/lib/notify';
import { platformRoutes } from '@/lib/platform-paths';
import { useSalesUser } from '@/lib/sales-user-store';
import { useLogoutSalesUser } from '../api/logout-sales-user';

type TSalesAccountMenuProps = {
  isRestoring: boolean;
  layout?: 'row' | 'list';
  /** Called before a choice is acted on (the phone menu closes itself). */
  onChoose?: () => void;
};

export function SalesAccountMenu({ isRestoring, layout = 'row', onChoose }: TSalesAccountMenuProps) {
  const { t } = useTranslation();
  const user = useSalesUser();
  const logout = useLogoutSalesUser();
  const menuButton = useRef<HTMLButtonElement>(null);
  const signOut = () => {
    onChoose?.();
    logout.mutate(undefined, { onSettled: () => notify('info', t('salesSite.account.signedOut'), NOTICE_MS.short) });
  };
  const open = (name: 'salesLoginModal' | 'salesRegisterModal') => {
    onChoose?.();
    openModal({ name });
  };

  if (isRestoring) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (!user) {
    const Wrapper = layout === 'list' ? Stack : Group;
    return (
      <Wrapper gap="xs" wrap="nowrap">
        <Button variant="subtle" aria-haspopup="dialog" onClick={() => open('salesLoginModal')}>
          {t('salesSite.account.signIn')}
        </Button>
        <Button variant="default" aria-haspopup="dialog" onClick={() => open('salesRegisterModal')}>
          {t('salesSite.account.register')}
        </Button>
      </Wrapper>
    );
  }
  const name = user.name || user.email;
  if (layout === 'list') {
    return (
      <Stack gap="xs">
        <Button component={Link} to={platformRoutes.console} variant="light" onClick={onChoose}>
          {t('salesSite.account.console')}
        </Button>
        <Button variant="default" onClick={signOut}>
          {t('salesSite.account.signOut')}
        </Button>
      </Stack>
    );
  }
  return (
    <Menu position="bottom-end" width={220} withinPortal={false} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          ref={menuButton}
          variant="light"
          maw={220}
          aria-label={t('salesSite.account.menu', { name })}
          rightSection={<span aria-hidden="true">▾</span>}
        >
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{name}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={platformRoutes.console}>
          {t('salesSite.account.console')}
        </Menu.Item>
        <Menu.Item
          onClick={() => {
            menuButton.current?.focus();
            signOut();
          }}
        >
          {t('salesSite.account.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
