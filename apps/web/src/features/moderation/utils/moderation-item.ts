/** One row of a moderation list, the same for products, blogs and catalogs. */
import type { TCatalog } from '@izlog/contract/catalogs';
import type { TContentListItem } from '@izlog/contract/contents';
import { localeTag } from '@/lib/i18n';

export type TModerationItem = {
  id: number;
  title: string;
  author: string;
  image: string | null;
  /** When it was entered (a new item) or last changed. */
  date: string;
  /** An edit of an approved item waits; the approved version stays public meanwhile. */
  isEdit: boolean;
  /** The waiting edit, named in the decision so an edit made since is refused (409) rather than approved unseen. */
  revisionId?: number;
};

export function contentItem(content: TContentListItem): TModerationItem {
  return {
    id: content.id,
    title: content.title,
    author: content.author.company_name ?? content.author.username,
    image: content.image_sizes['300x200'] ?? content.image,
    date: content.pending_revision?.updated_at ?? content.created_at,
    isEdit: content.status === 'approved' && !!content.pending_revision,
    revisionId: content.pending_revision?.id,
  };
}

export function catalogItem(catalog: TCatalog): TModerationItem {
  return {
    id: catalog.id,
    title: catalog.name,
    author: catalog.author?.company_name ?? catalog.author?.username ?? '',
    image: catalog.image_sizes['300x200'] ?? catalog.image,
    date: catalog.pending_revision?.updated_at ?? catalog.updated_at,
    isEdit: catalog.status === 'approved' && !!catalog.pending_revision,
    revisionId: catalog.pending_revision?.id,
  };
}

export const formatDateTime = (iso: string, language: string) =>
  new Intl.DateTimeFormat(localeTag(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Belgrade',
  }).format(new Date(iso));
