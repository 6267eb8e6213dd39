/**
 * The themes a site can wear, each its own chunk: a visitor downloads only the theme of the site in front of them.
 * SPEC §8: an unknown template id (or the fetch fallback 1000000) loads the default theme, never a blank page.
 */
import { type TTemplateKey, templateKeyOf } from '@izlog/contract/templates';
import type { TSiteTheme } from './site-theme';

const THEME_MODULES: Record<TTemplateKey, () => Promise<TSiteTheme>> = {
  classic: () => import('./classic').then((module) => module.classicTheme),
  // Each template has its own layouts; what they share lives in themes/shared, so one theme's chunk never pulls in another's.
  showcase: () => import('./showcase').then((module) => module.showcaseTheme),
  magazine: () => import('./magazine').then((module) => module.magazineTheme),
};

export function loadSiteTheme(templateId: number | null | undefined): Promise<TSiteTheme> {
  return THEME_MODULES[templateKeyOf(templateId)]();
}
