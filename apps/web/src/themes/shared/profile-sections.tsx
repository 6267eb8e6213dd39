/**
 * What every theme's Public Profile does the same way, without a look of its own: the page's title, the note that the
 * author has published nothing, and each list as a section named by its heading, hidden while the author has none of
 * its kind, whose pager brings the reader back to the heading. Each theme passes in its markup: the heading, the list
 * in its states, the list its items stand in, and an item.
 */
import type { MantineSpacing } from '@mantine/core';
import { Stack } from '@mantine/core';
import type { TFunction } from 'i18next';
import { type ComponentType, Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/states';
import type { TListState } from '../layout-props';

/** A list with nothing on its first page and no other pages: the author has published nothing of the kind. */
const isEmptyList = (list: TListState<unknown>) =>
  !list.error && list.items !== null && list.items.length === 0 && list.pagination.pageCount <= 1;

export function profileTitle(t: TFunction, authorName: string | null): string {
  return authorName ? t('catalogue.profileOf', { name: authorName }) : t('catalogue.profileTitle');
}

export function NothingPublished({ lists }: { lists: TListState<unknown>[] }) {
  const { t } = useTranslation();
  return lists.every(isEmptyList) ? <EmptyState message={t('catalogue.nothingPublished')} /> : null;
}

/** A theme's list in its states (placeholders, the failure with "Try again", the items with their pager). */
type TThemeListSection = <T>(props: {
  list: TListState<T>;
  emptyMessage: string;
  children: (items: T[]) => ReactNode;
  pager?: { label: string; onPageShown: () => void };
}) => ReactNode;

/** A theme's markup for every list of the profile. */
export type TProfileSectionLook = {
  gap: MantineSpacing;
  /** `id` names the section, and a page change scrolls back to it: the heading must clear the fixed header. */
  Heading: ComponentType<{ id: string; children: string }>;
  ListSection: TThemeListSection;
  /** The list the items stand in, named for assistive technology. */
  Items: ComponentType<{ label: string; children: ReactNode }>;
};

const SECTIONS = {
  catalogs: { id: 'profile-catalogs', titleKey: 'catalogue.catalogs' },
  products: { id: 'profile-products', titleKey: 'nav.products' },
  blogs: { id: 'profile-blogs', titleKey: 'catalogue.profileBlogs' },
} as const;

type TProfileSectionProps<T> = {
  kind: keyof typeof SECTIONS;
  list: TListState<T>;
  look: TProfileSectionLook;
  /** One item in the theme's look. */
  children: (item: T) => ReactNode;
};

export function ProfileSection<T extends { id: number }>({ kind, list, look, children }: TProfileSectionProps<T>) {
  const { t } = useTranslation();
  if (isEmptyList(list)) return null;
  const { id, titleKey } = SECTIONS[kind];
  const title = t(titleKey);
  const { Heading, ListSection, Items } = look;
  return (
    <Stack component="section" aria-labelledby={id} gap={look.gap}>
      <Heading id={id}>{title}</Heading>
      <ListSection
        list={list}
        emptyMessage=""
        pager={{
          label: t('siteFrame.profile.pagesOf', { list: title }),
          onPageShown: () => document.getElementById(id)?.scrollIntoView?.({ block: 'start' }),
        }}
      >
        {(items) => (
          <Items label={title}>
            {items.map((item) => (
              <Fragment key={item.id}>{children(item)}</Fragment>
            ))}
          </Items>
        )}
      </ListSection>
    </Stack>
  );
}
