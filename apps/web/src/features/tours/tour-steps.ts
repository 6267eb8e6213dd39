/**
 * The steps of each guided tour: what each points at (a `data-tour` name that the shared header, the back office and
 * every theme's home page carry), on which page it lives, and its texts. A step whose element a page lacks (a site
 * with search off, a theme without that block) is skipped, never an error. The counts are the contract's, which the
 * server checks saved steps against.
 */
import type { TTourKey } from '@izlog/contract/tours';
import { routes } from '@/lib/paths';
import type { TTranslations } from '@/locales/srp';

/** Where a step lives: the home page, the back office (any of its pages), or the setup checklist's page. */
export type TTourPage = 'home' | 'backOffice' | 'setup';

export type TTourStep = {
  /** The `data-tour` names to point at, the first one present wins. */
  targets: readonly string[];
  page: TTourPage;
  /** Its title and text: `tours.steps.<textKey>`. */
  textKey: keyof TTranslations['tours']['steps'];
};

/** Where the tour goes to show a step of that page. */
export const TOUR_PAGE_PATHS: Record<TTourPage, string> = {
  home: routes.home,
  backOffice: routes.admin,
  setup: routes.adminSetup,
};

/** Whether the router's current path is that page. */
export function isOnTourPage(page: TTourPage, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (page === 'home') return path === routes.home;
  if (page === 'setup') return path === routes.adminSetup;
  return path === routes.admin || path.startsWith(`${routes.admin}/`);
}

export const TOUR_STEPS: Record<TTourKey, readonly TTourStep[]> = {
  'admin-home': [
    { targets: ['header'], page: 'home', textKey: 'header' },
    { targets: ['search'], page: 'home', textKey: 'search' },
    { targets: ['categories'], page: 'home', textKey: 'categories' },
    { targets: ['widgets'], page: 'home', textKey: 'widgets' },
    { targets: ['products'], page: 'home', textKey: 'products' },
    { targets: ['account'], page: 'home', textKey: 'account' },
    { targets: ['back-office-content'], page: 'backOffice', textKey: 'adminContent' },
    { targets: ['site-management'], page: 'backOffice', textKey: 'siteManagement' },
    { targets: ['widget-management'], page: 'backOffice', textKey: 'widgetEntry' },
    { targets: ['user-management'], page: 'backOffice', textKey: 'users' },
    { targets: ['moderation'], page: 'backOffice', textKey: 'moderation' },
    { targets: ['setup-checklist'], page: 'setup', textKey: 'checklist' },
  ],
  'visitor-home': [
    { targets: ['header'], page: 'home', textKey: 'header' },
    { targets: ['search'], page: 'home', textKey: 'search' },
    { targets: ['categories'], page: 'home', textKey: 'categories' },
    { targets: ['account'], page: 'home', textKey: 'memberAccount' },
  ],
};

/** The element a step points at on the page as it is now, or null when the page lacks it. */
export function findStepElement(step: TTourStep, root: ParentNode = document): HTMLElement | null {
  for (const target of step.targets) {
    const element = root.querySelector<HTMLElement>(`[data-tour="${target}"]`);
    if (element) return element;
  }
  return null;
}
