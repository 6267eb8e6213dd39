/** The back office's side navigation: the links the signed-in user's abilities open, grouped by area. */
import type { TCurrentUser } from '@izlog/contract/auth';
import { NavLink, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { areaOf, linksFor, type TBackOfficeArea } from './back-office-access';

export function BackOfficeNav({ user }: { user: TCurrentUser }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const visible = linksFor(user);
  const areas = [...new Set(visible.map(areaOf))] as TBackOfficeArea[];
  return (
    <Stack component="nav" aria-label={t('backOffice.navLabel')} gap="md">
      {areas.map((area) => (
        <Stack key={area} gap={2}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm">
            {t(`backOffice.areas.${area}`)}
          </Text>
          {visible
            .filter((link) => areaOf(link) === area)
            .map((link) => {
              const isActive = pathname === link.to || pathname.startsWith(`${link.to}/`);
              return (
                <NavLink
                  key={link.to}
                  component={Link}
                  to={link.to}
                  label={t(`backOffice.links.${link.labelKey}`)}
                  active={isActive}
                  aria-current={isActive ? 'page' : undefined}
                />
              );
            })}
        </Stack>
      ))}
    </Stack>
  );
}
