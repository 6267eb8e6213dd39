/** The platform's name with its mark (a shop window under an awning), linking home. */
import { Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { platformRoutes } from '@/lib/platform-paths';

export function IzlogMark({ size = 32 }: { size?: number }) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false">
      <rect x="4" y="12" width="24" height="17" rx="2" fill="#fff" stroke="currentColor" strokeWidth="2" />
      <path d="M3 4h26l1 8H2z" fill="currentColor" />
      <path d="M2 12a3.5 3.5 0 0 0 7 0a3.5 3.5 0 0 0 7 0a3.5 3.5 0 0 0 7 0a3.5 3.5 0 0 0 7 0z" fill="currentColor" />
      <rect x="8" y="19" width="9" height="7" rx="1" fill="currentColor" opacity="0.35" />
      <rect x="20" y="19" width="5" height="10" fill="currentColor" />
    </svg>
  );
}

export function IzlogBrand() {
  const { t } = useTranslation();
  return (
    <UnstyledButton component={Link} to={platformRoutes.home} aria-label={t('salesSite.brand.homeLink')}>
      <Group gap={8} wrap="nowrap" c="teal.7">
        <IzlogMark />
        <Text component="span" fw={800} fz={24} c="var(--mantine-color-text)" style={{ letterSpacing: '-0.02em' }}>
          Izlog
        </Text>
      </Group>
    </UnstyledButton>
  );
}
