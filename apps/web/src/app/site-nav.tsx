/**
 * The header's menu: the content types in the site's order (GET /licence-content-type-options, enabled ones with a
 * page of their own), falling back to products, news and blog while that loads or if it fails.
 */
import type { TContentTypeOption } from '@izlog/contract/categories';
import { CONTENT_TYPE } from '@izlog/contract/constants';
import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useContentTypeOptions } from '@/features/categories/api/get-content-type-options';
import { useInReaderScript } from '@/lib/data-in-script';
import { getLanguage } from '@/lib/i18n';
import { routes } from '@/lib/paths';

type TLabelKey = 'nav.products' | 'nav.articles' | 'nav.blogs';
type TMenuEntry = { contentTypeId: number; label: string; to: string };

/** Content types with a list page; static pages are reached by their own links. */
const LIST_PAGES: Record<number, { to: string; labelKey: TLabelKey }> = {
  [CONTENT_TYPE.product]: { to: routes.products, labelKey: 'nav.products' },
  [CONTENT_TYPE.article]: { to: routes.articles, labelKey: 'nav.articles' },
  [CONTENT_TYPE.blog]: { to: routes.blogs, labelKey: 'nav.blogs' },
};
const DEFAULT_ORDER = [CONTENT_TYPE.product, CONTENT_TYPE.article, CONTENT_TYPE.blog];

/** The list pages of the site's content types in its order, named as the site names them (the footer lists them too). */
export function useMenuEntries(): TMenuEntry[] {
  const { t } = useTranslation();
  const options = useContentTypeOptions();
  // The site's own names for its types are its content: in the visitor's script, as the theme's layouts show it.
  return useInReaderScript(menuEntries(options.data, (key) => t(key)));
}

export function SiteNav() {
  const { t } = useTranslation();
  const entries = useMenuEntries();
  return (
    <Group component="nav" aria-label={t('nav.mainMenu')} gap="md" wrap="wrap">
      {entries.map((entry) => (
        <Anchor key={entry.contentTypeId} component={NavLink} to={entry.to} fw={500} c="inherit" underline="hover">
          {entry.label}
        </Anchor>
      ))}
    </Group>
  );
}

function menuEntries(options: TContentTypeOption[] | undefined, translate: (key: TLabelKey) => string): TMenuEntry[] {
  const ordered = options
    ? [...options].sort((a, b) => a.position - b.position).filter((option) => option.is_enabled)
    : DEFAULT_ORDER.map((id) => ({ content_type_id: id }) as Partial<TContentTypeOption>);
  const language = getLanguage();
  return ordered.flatMap((option) => {
    const page = option.content_type_id !== undefined ? LIST_PAGES[option.content_type_id] : undefined;
    if (!page || option.content_type_id === undefined) return [];
    // The site's own name for the type when it has one in this language, ours otherwise.
    const siteName = language === 'en' ? option.name_en : option.name_srp;
    return [{ contentTypeId: option.content_type_id, label: siteName || translate(page.labelKey), to: page.to }];
  });
}
