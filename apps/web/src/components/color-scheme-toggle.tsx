/**
 * Light or dark for a site's visitor (issue 16): one button in the header, pressed in dark mode. Its name stays
 * "Dark mode" while its pressed state changes, as a screen reader expects of a toggle. Mantine remembers the choice in
 * this browser; until one is made the system's preference holds.
 */
import { ActionIcon, type MantineSize, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function ColorSchemeToggle({ size = 'lg' }: { size?: MantineSize }) {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const isDark = useComputedColorScheme('light', { getInitialValueInEffect: false }) === 'dark';
  return (
    <ActionIcon
      variant="default"
      size={size}
      aria-label={t('siteLook.colorScheme.dark')}
      aria-pressed={isDark}
      title={t('siteLook.colorScheme.dark')}
      onClick={() => setColorScheme(isDark ? 'light' : 'dark')}
    >
      {isDark ? <SunIcon /> : <MoonIcon />}
    </ActionIcon>
  );
}

function MoonIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" strokeLinejoin="round" />
    </svg>
  );
}

function SunIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="4" />
      <path
        d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"
        strokeLinecap="round"
      />
    </svg>
  );
}
