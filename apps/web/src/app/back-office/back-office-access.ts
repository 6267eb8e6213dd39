/**
 * Who sees which back-office link and may open which back-office page: all from `BACK_OFFICE_LINKS` and the
 * signed-in user's abilities (decision 0019), never from role names.
 */
import type { TCurrentUser } from '@izlog/contract/auth';
import type { TAbility } from '@izlog/contract/roles';
import { hasAbility } from '@/lib/current-user-store';
import { routes } from '@/lib/paths';
import {
  BACK_OFFICE_LINKS,
  BACK_OFFICE_MODAL_ENTRIES,
  type TBackOfficeLink,
  type TBackOfficeModalEntry,
} from './links';

/** The two areas of decision 0013: staff under /admin, clients and front users under /my. */
export type TBackOfficeArea = 'admin' | 'my';

export const AREA_ROOTS: Record<TBackOfficeArea, string> = { admin: routes.admin, my: routes.my };

/** Whose abilities decide: the signed-in user (or a guest, who has none). */
type TAbilityHolder = Pick<TCurrentUser, 'abilities'> | null;

export const areaOf = (link: TBackOfficeLink): TBackOfficeArea =>
  link.to.startsWith(`${AREA_ROOTS.admin}/`) ? 'admin' : 'my';

const mayUse = (link: TBackOfficeLink, user: TAbilityHolder): boolean => hasAbility(user, link.ability);

export const linksFor = (user: TAbilityHolder): TBackOfficeLink[] =>
  BACK_OFFICE_LINKS.filter((link) => mayUse(link, user));

/** The entries that open a modal (users, site settings) the user's abilities allow. */
export const modalEntriesFor = (user: TAbilityHolder): TBackOfficeModalEntry[] =>
  BACK_OFFICE_MODAL_ENTRIES.filter((entry) => hasAbility(user, entry.ability));

/** The link whose area holds this page (its list, or a create/edit page under it); the longest match wins. */
function linkOfPath(pathname: string): TBackOfficeLink | undefined {
  const holds = (link: TBackOfficeLink) => pathname === link.to || pathname.startsWith(`${link.to}/`);
  return BACK_OFFICE_LINKS.filter(holds).sort((a, b) => b.to.length - a.to.length)[0];
}

/**
 * The abilities that open a page, any one of them: its link's; an area's root page (it leads on) opens for anyone
 * with a link there. `undefined` for a path that is no back-office page.
 */
export function abilitiesOfPath(path: string): readonly TAbility[] | undefined {
  const pathname = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const link = linkOfPath(pathname);
  if (link) return [link.ability];
  const area = (Object.keys(AREA_ROOTS) as TBackOfficeArea[]).find((key) => AREA_ROOTS[key] === pathname);
  if (!area) return undefined;
  return [...new Set(BACK_OFFICE_LINKS.filter((each) => areaOf(each) === area).map((each) => each.ability))];
}

/** The first page of each area the user may use: where the account menu leads. */
export function areaEntriesFor(user: TAbilityHolder): { area: TBackOfficeArea; to: string }[] {
  const entries = new Map<TBackOfficeArea, string>();
  for (const link of linksFor(user)) if (!entries.has(areaOf(link))) entries.set(areaOf(link), link.to);
  return [...entries].map(([area, to]) => ({ area, to }));
}
