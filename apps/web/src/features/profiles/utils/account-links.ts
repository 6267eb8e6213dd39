/**
 * Where the signed-in user's own blogs are managed, by their abilities (decision 0019): members' under /my, staff's
 * under /admin; `null` for a user who writes none.
 */
import type { TCurrentUser } from '@izlog/contract/auth';
import { hasAbility } from '@/lib/current-user-store';
import { localeTag } from '@/lib/i18n';
import { links } from '@/lib/paths';

type TUser = Pick<TCurrentUser, 'abilities'>;

export type TBlogLinks = { list: string; create: string; edit(id: number): string };

export function blogLinksFor(user: TUser): TBlogLinks | null {
  if (hasAbility(user, 'contents.userBlogs')) {
    return {
      list: links.myContentList('blogs'),
      create: links.myContentNew('blogs'),
      edit: (id) => links.myContentEdit('blogs', id),
    };
  }
  if (hasAbility(user, 'contents.adminBlogs')) {
    return {
      list: links.adminContentList('blogs'),
      create: links.adminContentNew('blogs'),
      edit: (id) => links.adminContentEdit('blogs', id),
    };
  }
  return null;
}

/** Dates as the site shows them: the reader's language, Belgrade's time (DESIGN §3). */
export const formatDate = (iso: string, language: string) =>
  new Intl.DateTimeFormat(localeTag(language), {
    dateStyle: 'medium',
    timeZone: 'Europe/Belgrade',
  }).format(new Date(iso));
