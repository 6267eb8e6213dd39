/**
 * The site's name and logo at the start of the header (SPEC §2 "Site settings"), a link to the home page. The same
 * piece draws the site management modal's preview, so what the admin sees there is what visitors get.
 */
import { Anchor, Group, Image, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useInReaderScript } from '@/lib/data-in-script';
import { routes } from '@/lib/paths';
import type { TSiteLook } from '@/lib/site-look';
import classes from './site-brand.module.css';

/** The logo's largest size (site-brand.module.css): its box before the picture arrives. */
const LOGO_SIZE = 56;

export function SiteBrand({ look }: { look: Pick<TSiteLook, 'siteName' | 'logoUrl'> }) {
  const { t } = useTranslation();
  // The site's name in the visitor's script, as the theme's layouts show the site's content.
  const siteName = useInReaderScript(look.siteName);
  // Sizes by the style sheet, not responsive style props: those put a <style> inside the link, read as its text.
  return (
    <Anchor
      component={Link}
      to={routes.home}
      aria-label={t('header.homeLink', { title: siteName })}
      c="inherit"
      underline="never"
      style={{ minWidth: 0 }}
    >
      <Group gap="sm" wrap="nowrap">
        {look.logoUrl && (
          // Named by the link: the picture adds nothing a screen reader should read twice.
          // width/height keep the logo's box before the picture arrives (no layout shift on a slow line).
          <Image
            src={look.logoUrl}
            alt=""
            className={classes.logo}
            width={LOGO_SIZE}
            height={LOGO_SIZE}
            fit="contain"
          />
        )}
        <Text
          component="span"
          className={classes.name}
          fw={700}
          lh={1.2}
          lineClamp={2}
          style={{ minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {siteName}
        </Text>
      </Group>
    </Anchor>
  );
}
