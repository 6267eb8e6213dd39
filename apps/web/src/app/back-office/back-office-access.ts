/** Who sees which back-office link and may open which back-office page: all from `BACK_OFFICE_LINKS`. */
import type { TLicenceRole } from '@izlog/contract/roles';
import { routes } from '@/lib/paths';
import { BACK_OFFICE_LINKS, type TBackOfficeLink } from './links';

/** The two areas of decision 0013: staff under /admin, clients and front users under /my. */
export type TBackOfficeArea = 'admin' | 'my';

export const AREA_ROOTS: Record<TBackOfficeArea, string> = { admin: routes.admin, my: routes.my };

export const areaOf = (link: TBackOfficeLink): TBackOfficeArea =>
  link.to.startsWith(`${AREA_ROOTS.admin}/`) ? 'admin' : 'my';

export const mayUse = (link: TBackOfficeLink, role: TLicenceRole): boolean => link.roles.includes(role);

export const linksFor = (role: TLicenceRole): TBackOfficeLink[] =>
  BACK_OFFICE_LINKS.filter((link) => mayUse(link, role));

/** The link whose area holds this page (its list, or a create/edit page under it); the longest match wins. */
export function linkOfPath(pathname: string): TBackOfficeLink | undefined {
  const holds = (link: TBackOfficeLink) => pathname === link.to || pathname.startsWith(`${link.to}/`);
  return BACK_OFFICE_LINKS.filter(holds).sort((a, b) => b.to.length - a.to.length)[0];
}

/** Who may open a page: those of its link; an area's root page (it leads on) is for anyone with a link there. */
export function rolesOfPath(path: string): readonly TLicenceRole[] | undefined {
  const pathname = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const link = linkOfPath(pathname);
  if (link) return link.roles;
  const area = (Object.keys(AREA_ROOTS) as TBackOfficeArea[]).find((key) => AREA_ROOTS[key] === pathname);
  if (!area) return undefined;
  return [...new Set(BACK_OFFICE_LINKS.filter((each) => areaOf(each) === area).flatMap((each) => each.roles))];
}

/** The first page of each area a role may use: where the account menu leads. */
export function areaEntriesFor(role: TLicenceRole): { area: TBackOfficeArea; to: string }[] {
  const entries = new Map<TBackOfficeArea, string>();
  for (const link of linksFor(role)) if (!entries.has(areaOf(link))) entries.set(areaOf(link), link.to);
  return [...entries].map(([area, to]) => ({ area, to }));
}
