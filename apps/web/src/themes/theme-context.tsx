/** The theme the site wears, for the routes: they take its layouts from here and never import a theme directly. */
import { templateKeyOf } from '@izlog/contract/templates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { layoutsInReaderScript } from './layouts-in-script';
import { getPreviewTemplateId } from './preview-template';
import { loadSiteTheme } from './registry';
import type { TSiteTheme, TThemeLayouts } from './site-theme';

const SiteThemeContext = createContext<TSiteTheme | null>(null);

export function SiteThemeProvider({ theme, children }: { theme: TSiteTheme; children: ReactNode }) {
  return <SiteThemeContext.Provider value={theme}>{children}</SiteThemeContext.Provider>;
}

function useSiteTheme(): TSiteTheme {
  const theme = useContext(SiteThemeContext);
  if (!theme) throw new Error('A theme layout was asked for outside SiteThemeProvider.');
  return theme;
}

/** The layouts, showing the site's content in the script the visitor reads. */
export const useThemeLayouts = (): TThemeLayouts => layoutsInReaderScript(useSiteTheme().layouts);

/** The query of a theme's chunk: its data is a module, never sent as an answer from the server's rendering. */
export const SITE_THEME_QUERY = 'site-theme';

/**
 * Loads the theme of a template (a preview's template first); `null` template id: not known yet, nothing loads. A
 * theme's chunk never changes while the page lives, so it is loaded once.
 */
export function useLoadedSiteTheme(templateId: number | null) {
  return useQuery(siteThemeQuery(templateId));
}

/** The theme's query, also asked before the app takes over a server-rendered page (main.tsx). */
export function siteThemeQuery(templateId: number | null) {
  const wanted = getPreviewTemplateId() ?? templateId;
  const key = wanted === null ? null : templateKeyOf(wanted);
  return queryOptions({
    queryKey: [SITE_THEME_QUERY, key],
    queryFn: () => loadSiteTheme(wanted),
    enabled: key !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
