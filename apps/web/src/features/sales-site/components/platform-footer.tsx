/**
 * The platform site's footer: the seller's full data, its pages and rules, the cards it accepts, and the statements
 * the card rules ask for (payments in dinars with the conversion, the protection of card data).
 */

import type { TLanguage } from '@izlog/contract/constants';
import { Anchor, Box, Container, Divider, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { platformLinks, platformRoutes } from '@/lib/platform-paths';
import { COMPANY } from '../content/company';
import { PaymentMarks } from './payment-marks';

export function PlatformFooter() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as TLanguage;
  return (
    <Box
      component="footer"
      aria-label={t('salesSite.footer.label')}
      bg="var(--mantine-color-gray-0)"
      py="xl"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap={4}>
            <Title order={2} size="h5" mb={4}>
              {t('salesSite.footer.companyTitle')}
            </Title>
            <Text size="sm" fw={700}>
              {COMPANY.name}
            </Text>
            <Text size="sm" component="address" style={{ fontStyle: 'normal' }}>
              {COMPANY.address[language] ?? COMPANY.address.srp}
            </Text>
            <Text size="sm">{t('salesSite.footer.taxId', { value: COMPANY.taxId })}</Text>
            <Text size="sm">{t('salesSite.footer.registrationNo', { value: COMPANY.registrationNo })}</Text>
            <Text size="sm">{t('salesSite.footer.activity', { value: COMPANY.activityCode })}</Text>
            <Text size="sm">
              {t('salesSite.footer.email')}{' '}
              <Anchor href={`mailto:${COMPANY.email}`} underline="hover">
                {COMPANY.email}
              </Anchor>
            </Text>
            <Text size="sm">
              {t('salesSite.footer.phone')}{' '}
              <Anchor href={`tel:${COMPANY.phone.replaceAll(' ', '')}`} underline="hover">
                {COMPANY.phone}
              </Anchor>
            </Text>
          </Stack>
          <FooterLinks id="footer-izlog" title={t('salesSite.footer.siteTitle')}>
            <FooterLink to={platformRoutes.pricing}>{t('salesSite.nav.pricing')}</FooterLink>
            <FooterLink to={platformRoutes.templates}>{t('salesSite.nav.templates')}</FooterLink>
            <FooterLink to={platformLinks.buy()}>{t('salesSite.nav.buy')}</FooterLink>
          </FooterLinks>
          <FooterLinks id="footer-rules" title={t('salesSite.footer.rulesTitle')}>
            <FooterLink to={platformRoutes.termsAndConditions}>{t('salesSite.terms.andConditions')}</FooterLink>
            <FooterLink to={platformRoutes.termsOfPayment}>{t('salesSite.terms.ofPayment')}</FooterLink>
          </FooterLinks>
          <Stack gap="xs">
            <Title order={2} size="h5">
              {t('salesSite.footer.paymentsTitle')}
            </Title>
            <PaymentMarks />
          </Stack>
        </SimpleGrid>
        <Divider my="lg" />
        <Stack gap="xs">
          <Text size="xs">{t('salesSite.footer.conversion')}</Text>
          <Text size="xs">{t('salesSite.footer.cardData')}</Text>
          <Text size="xs" c="dimmed">
            {t('salesSite.footer.copyright', { year: new Date().getFullYear() })}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}

function FooterLinks({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="nav" aria-labelledby={id}>
      <Title order={2} size="h5" id={id} mb="xs">
        {title}
      </Title>
      <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
        {children}
      </Stack>
    </Box>
  );
}

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <Anchor component={Link} to={to} size="sm" underline="hover">
        {children}
      </Anchor>
    </li>
  );
}
