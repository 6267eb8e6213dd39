/**
 * The cards the platform accepts and the payment protections, as the bank's rules ask a shop to show them (research
 * §1): drawn here as simple marks with their names as text, so they need no download and read out as what they are.
 */
import { Box, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type TMark = { key: string; label: string; picture?: ReactNode; style: React.CSSProperties };

const circles = (left: string, right: string) => (
  <svg viewBox="0 0 30 18" width={26} height={16} aria-hidden="true" focusable="false">
    <circle cx="10" cy="9" r="8" fill={left} />
    <circle cx="20" cy="9" r="8" fill={right} fillOpacity="0.85" />
  </svg>
);

const qr = (
  <svg viewBox="0 0 14 14" width={14} height={14} aria-hidden="true" focusable="false">
    <path
      d="M0 0h6v6H0zM2 2v2h2V2zM8 0h6v6H8zm2 2v2h2V2zM0 8h6v6H0zm2 2v2h2v-2zm6-2h2v2H8zm4 0h2v2h-2zm-2 2h2v2h-2zm-2 2h2v2H8zm4 0h2v2h-2z"
      fill="currentColor"
    />
  </svg>
);

const plain: React.CSSProperties = { background: '#fff', color: '#1a1b1e', border: '1px solid #ced4da' };

export function PaymentMarks() {
  const { t } = useTranslation();
  const marks: TMark[] = [
    {
      key: 'visa',
      label: t('salesSite.cards.visa'),
      style: { background: '#1a1f71', color: '#fff', fontStyle: 'italic', letterSpacing: '0.04em' },
    },
    { key: 'mastercard', label: t('salesSite.cards.mastercard'), picture: circles('#eb001b', '#f79e1b'), style: plain },
    { key: 'maestro', label: t('salesSite.cards.maestro'), picture: circles('#0099df', '#eb001b'), style: plain },
    { key: 'dinacard', label: t('salesSite.cards.dinacard'), style: { background: '#0b3c7d', color: '#fff' } },
    { key: 'visa-secure', label: t('salesSite.cards.visaSecure'), style: { ...plain, color: '#1a1f71' } },
    { key: 'id-check', label: t('salesSite.cards.idCheck'), picture: circles('#eb001b', '#f79e1b'), style: plain },
    { key: 'ips', label: t('salesSite.cards.ips'), picture: qr, style: plain },
  ];
  return (
    <Group
      component="ul"
      aria-label={t('salesSite.footer.cardsLabel')}
      gap={6}
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {marks.map((mark) => (
        <Box
          component="li"
          key={mark.key}
          px={8}
          h={28}
          fz={12}
          fw={700}
          style={{ ...mark.style, display: 'inline-flex', alignItems: 'center', gap: 4, borderRadius: 4 }}
        >
          {mark.picture}
          {mark.label}
        </Box>
      ))}
    </Group>
  );
}
