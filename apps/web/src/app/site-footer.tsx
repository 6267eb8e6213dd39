/**
 * The site footer of every public page: the site's name with its phone, address and social profiles (when the site
 * set them), its list pages, catalogs and — once somebody shared one — public planners, its static pages (about,
 * contact, delivery…: approved contents of type 4) — the only way to them by clicking — and its rules: privacy
 * policy, terms of payment and terms and conditions, each opening in its modal (SPEC §2). Every link is in the tab
 * order. The language switch stays in the header. The site's app is offered there too (install, Google Play), and
 * a notice says when the visitor is offline.
 */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import type { TPublicLicence } from '@izlog/contract/licence';
import { Anchor, Box, Container, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useContactServices } from '@/features/contact/api/get-contact-services';
import { useContents } from '@/features/contents/api/get-contents';
import { usePublicPlanners } from '@/features/public-planners/api/get-public-planners';
import { OfflineNotice } from '@/features/site-app/components/offline-notice';
import { SiteAppOffer } from '@/features/site-app/components/site-app-offer';
import { UpdateNotice } from '@/features/site-app/components/update-notice';
import { useInReaderScript } from '@/lib/data-in-script';
import { openModal, type TLicenceTextName } from '@/lib/modal-store';
import { links } from '@/lib/paths';
import { siteNameOf } from '@/lib/site-look';
import { isDrawnPageRender } from '@/lib/use-viewport-query';
import { useMenuEntries } from './site-nav';

/** More static pages than any site's footer holds; they come in one call. */
const STATIC_PAGES_COUNT = 100;

export function SiteFooter({ licence: licenceAsWritten }: { licence: TPublicLicence }) {
  const { t, i18n } = useTranslation();
  // The site's name, address and page titles in the reader's script, as the header and the pages show them.
  const licence = useInReaderScript(licenceAsWritten);
  const [footerRef, hasComeNear] = useHasComeNear();
  const menuEntries = useMenuEntries();
  const staticPages = useContents(
    { contentTypeId: CONTENT_TYPE.staticPage, pageCount: STATIC_PAGES_COUNT },
    { enabled: hasComeNear },
  );
  // The contact page is offered once the site has somebody to write to (decision 0037).
  const contactServices = useContactServices({ enabled: hasComeNear });
  // Public planners are offered once somebody has shared one (issue 15): one row tells.
  const publicPlanners = usePublicPlanners(1, 1, { enabled: hasComeNear });
  const siteName = siteNameOf(licence);
  const pages = [...useInReaderScript(staticPages.data?.items ?? [])].sort((a, b) =>
    a.title.localeCompare(b.title, i18n.language),
  );
  const siteLinks = [
    ...menuEntries.map((entry) => ({ key: `type-${entry.contentTypeId}`, to: entry.to, label: entry.label })),
    { key: 'catalogs', to: links.catalogs(), label: t('siteFrame.footer.catalogs') },
    ...((publicPlanners.data?.items.length ?? 0) > 0
      ? [{ key: 'planners', to: links.publicPlanners(), label: t('publicPlanners.footerLink') }]
      : []),
    ...((contactServices.data?.length ?? 0) > 0
      ? [{ key: 'contact', to: links.contact(), label: t('contact.footerLink') }]
      : []),
  ];
  return (
    <Box
      component="footer"
      ref={footerRef}
      aria-label={t('siteFrame.footer.label')}
      bg="var(--izlog-color-surface-muted)"
      py="xl"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap="xs">
            <Text fw={700} size="lg">
              {siteName}
            </Text>
            <SiteContact licence={licence} />
            <SiteAppOffer licence={licence} />
            <Text size="sm" c="dimmed">
              {t('siteFrame.footer.copyright', { year: new Date().getFullYear(), title: siteName })}
            </Text>
          </Stack>
          <FooterLinks id="footer-site" title={t('siteFrame.footer.shop')}>
            {siteLinks.map((link) => (
              <FooterLink key={link.key} to={link.to}>
                {link.label}
              </FooterLink>
            ))}
          </FooterLinks>
          {pages.length > 0 && (
            <FooterLinks id="footer-pages" title={t('siteFrame.footer.pages')}>
              {pages.map((page) => (
                <FooterLink key={page.id} to={links.staticPage(page.slug)}>
                  {page.title}
                </FooterLink>
              ))}
            </FooterLinks>
          )}
          <FooterLinks id="footer-rules" title={t('licenceTexts.footer.rules')}>
            {LICENCE_TEXT_ORDER.map((text) => (
              <li key={text}>
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  underline="hover"
                  ta="start"
                  aria-haspopup="dialog"
                  onClick={() => openModal({ name: 'licenceTextModal', text })}
                >
                  {t(`licenceTexts.names.${text}`)}
                </Anchor>
              </li>
            ))}
          </FooterLinks>
        </SimpleGrid>
      </Container>
      <OfflineNotice />
      <UpdateNotice />
    </Box>
  );
}

/** The rules in the footer, in the order a buyer reads them. */
const LICENCE_TEXT_ORDER: TLicenceTextName[] = ['terms_and_conditions', 'privacy_policy', 'terms_of_payment'];

/** The site's social profiles by the licence's fields, under the names people know them by. */
const SOCIAL_PROFILES = [
  { field: 'facebook_url', name: 'Facebook' },
  { field: 'instagram_url', name: 'Instagram' },
  { field: 'twitter_url', name: 'X (Twitter)' },
  { field: 'linkedin_url', name: 'LinkedIn' },
] as const;

/** Phone, address and social profiles: each only when the site has it, nothing at all when it has none. */
function SiteContact({ licence }: { licence: TPublicLicence }) {
  const { t } = useTranslation();
  const place = [licence.address, licence.city, licence.country].filter((part) => part?.trim()).join(', ');
  const profiles = SOCIAL_PROFILES.flatMap((profile) => {
    const url = licence[profile.field];
    return url ? [{ ...profile, url }] : [];
  });
  if (!licence.phone && !place && profiles.length === 0) return null;
  return (
    <Stack gap={4}>
      {licence.phone && (
        <Text size="sm">
          {t('licenceTexts.footer.phone')}{' '}
          <Anchor href={`tel:${licence.phone}`} underline="hover">
            {licence.phone}
          </Anchor>
        </Text>
      )}
      {place && (
        <Text size="sm" component="address" style={{ fontStyle: 'normal' }}>
          {place}
        </Text>
      )}
      {profiles.length > 0 && (
        <Box component="ul" aria-label={t('licenceTexts.footer.social')} m={0} p={0} style={{ listStyle: 'none' }}>
          {profiles.map((profile) => (
            <Box component="li" key={profile.field} display="inline-block" mr="sm">
              <Anchor href={profile.url} size="sm" underline="hover" rel="noopener noreferrer" target="_blank">
                {profile.name} <VisuallyHidden>{t('licenceTexts.newTab')}</VisuallyHidden>
              </Anchor>
            </Box>
          ))}
        </Box>
      )}
    </Stack>
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

/**
 * True once the footer has come within a screen of the viewport: its static pages are asked for then, so their call
 * never competes with the page's own and is not made for visitors who never scroll down. Every browser the build
 * targets has IntersectionObserver; a DOM without one (the component tests' jsdom) does not ask at all.
 */
function useHasComeNear(): [(node: HTMLElement | null) => void, boolean] {
  // A drawn page's footer carries its lists (lib/use-viewport-query.ts).
  const [hasComeNear, setHasComeNear] = useState(isDrawnPageRender);
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback((node: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const watching = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setHasComeNear(true);
        watching.disconnect();
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    watching.observe(node);
    observer.current = watching;
  }, []);
  return [ref, hasComeNear];
}
