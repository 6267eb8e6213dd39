/**
 * The site footer of every public page: the site's name, its list pages and catalogs, and its static
 * pages (about, contact, delivery…: approved contents of type 4) — the only way to them by clicking. Every link is an
 * ordinary link in the tab order. The language switch stays in the header, reachable at every width.
 */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import type { TPublicLicence } from '@izlog/contract/licence';
import { Anchor, Box, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useContents } from '@/features/contents/api/get-contents';
import { links } from '@/lib/paths';
import { useMenuEntries } from './site-nav';

/** More static pages than any site's footer holds; they come in one call. */
const STATIC_PAGES_COUNT = 100;

export function SiteFooter({ licence }: { licence: TPublicLicence }) {
  const { t, i18n } = useTranslation();
  const [footerRef, hasComeNear] = useHasComeNear();
  const menuEntries = useMenuEntries();
  const staticPages = useContents(
    { contentTypeId: CONTENT_TYPE.staticPage, pageCount: STATIC_PAGES_COUNT },
    { enabled: hasComeNear },
  );
  const pages = [...(staticPages.data?.items ?? [])].sort((a, b) => a.title.localeCompare(b.title, i18n.language));
  const siteLinks = [
    ...menuEntries.map((entry) => ({ key: `type-${entry.contentTypeId}`, to: entry.to, label: entry.label })),
    { key: 'catalogs', to: links.catalogs(), label: t('siteFrame.footer.catalogs') },
  ];
  return (
    <Box
      component="footer"
      ref={footerRef}
      aria-label={t('siteFrame.footer.label')}
      bg="var(--mantine-color-gray-0)"
      py="xl"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap="xs">
            <Text fw={700} size="lg">
              {licence.title_of_app}
            </Text>
            <Text size="sm" c="dimmed">
              {t('siteFrame.footer.copyright', { year: new Date().getFullYear(), title: licence.title_of_app })}
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
        </SimpleGrid>
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

/**
 * True once the footer has come within a screen of the viewport: its static pages are asked for then, so their call
 * never competes with the page's own and is not made for visitors who never scroll down. Every browser the build
 * targets has IntersectionObserver; a DOM without one (the component tests' jsdom) does not ask at all.
 */
function useHasComeNear(): [(node: HTMLElement | null) => void, boolean] {
  const [hasComeNear, setHasComeNear] = useState(false);
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
