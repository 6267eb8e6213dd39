/**
 * The server's rendering of a licence's public page (issue 16 item 6, decision 0043): the same routes, theme and
 * screens the browser renders, drawn to HTML on the server so a visitor's first page paints with no script. The app
 * itself starts later (server-render/boot.ts) over this HTML and the answers it was drawn from.
 *
 * Rendering runs in synchronous passes: each pass draws what it can, then the answers the screens asked for are
 * fetched (in-process, through the transport the server installs) and the chunks they suspended on arrive, and the
 * next pass draws more, until a pass asks for nothing new. Passes of other pages run in between, so each sets the
 * interface language again before it draws.
 */
import type { TLanguage } from '@izlog/contract/constants';
import type { TPublicLicence } from '@izlog/contract/licence';
import {
  type DehydratedState,
  dehydrate,
  type Query,
  QueryCache,
  type QueryClient,
  type QueryKey,
  type QueryOptions,
  type QueryState,
  type WithRequired,
} from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { ServerAppRouter } from '@/app/app-router';
import { AppProvider } from '@/app/provider';
import { appRoutes } from '@/app/routes';
import { setApiTransport } from '@/lib/api-client';
import { preloadInterfaceLanguages, showLoadedLanguage } from '@/lib/i18n';
import { licenceQueryKeys } from '@/lib/licence-query-keys';
import { createQueryClient } from '@/lib/query-client';
import { loadSiteTheme } from '@/themes/registry';
import { siteLookOverride } from '@/themes/site-look';
import { SITE_THEME_QUERY } from '@/themes/theme-context';

export type TServerTransport = (url: string, init: RequestInit) => Promise<Response>;

export type TPublicPageInput = {
  /** The address as the visitor asked for it: path and query. */
  url: string;
  licence: TPublicLicence;
  /** When the licence's details were read (they go stale in the browser as a fetched answer would). */
  renderedAt: number;
};

export type TRenderedPublicPage = {
  /** The markup of `#root`. */
  html: string;
  /** The answers it was drawn from, for the browser's query cache. */
  state: DehydratedState;
};

/**
 * Enough for a page that waits on a chain (licence → theme → screen → its lists → a widget's list) and the chunks it
 * suspends on; the server gives up on a page that takes too long anyway.
 */
const MAX_PASSES = 24;
const CHUNK_WAIT_MS = 10;

/**
 * The themes, the public screens and the interface texts are part of the renderer itself, not chunks loaded on first
 * use: their lazy imports then resolve at once, and the first page drawn after a start waits for no module. This list
 * is also what the service worker precaches (src/service-worker/precache.ts): the code public pages are drawn with.
 */
import.meta.glob(
  [
    '../themes/*/index.ts',
    '../locales/{en,srp}.ts',
    '../app/routes/*-route.tsx',
    '../app/routes/content-comments.tsx',
    '../features/contact/components/contact-form.tsx',
    '!../app/routes/{admin,my,managed}-*',
  ],
  { eager: true },
);
/** React's marker of a Suspense boundary that drew its fallback (a chunk not here yet). */
const SUSPENDED_MARKER = '<!--$!-->';

let textsLoaded: Promise<void> | null = null;

/** Installed once by the server: how the screens' API calls are answered while a page is rendered. */
export function installServerTransport(transport: TServerTransport): void {
  setApiTransport(transport);
}

/** Readies what every page needs (the interface's texts), so the first visitor after a start does not wait for it. */
export function prepareRenderer(): Promise<void> {
  textsLoaded ??= preloadInterfaceLanguages();
  return textsLoaded;
}

/**
 * The page's HTML and answers, or null when it cannot be drawn whole (an answer failed, or it never settled): the
 * server then sends the app's plain page, which the browser renders itself as before.
 */
export async function renderPublicPage({
  url,
  licence,
  renderedAt,
}: TPublicPageInput): Promise<TRenderedPublicPage | null> {
  await prepareRenderer();
  const queryCache = new WantedQueries();
  const queryClient = createQueryClient({ queryCache });
  queryClient.setQueryData(licenceQueryKeys.details, licence, { updatedAt: renderedAt });
  // The theme's module is part of the renderer (the glob above): it is here at once.
  const look = siteLookOverride(await loadSiteTheme(licence.template_id), licence.brand_color, false);
  const page = (
    <AppProvider queryClient={queryClient} themeOverride={look}>
      <ServerAppRouter routes={appRoutes} location={url} />
    </AppProvider>
  );
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const html = drawPass(page, licence.language);
    const wanted = queryClient
      .getQueryCache()
      .getAll()
      .filter(
        (query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && queryCache.isWanted(query),
      );
    if (
      queryClient
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status === 'error')
    )
      return null;
    if (wanted.length === 0 && !html.includes(SUSPENDED_MARKER)) return { html, state: dehydratedAnswers(queryClient) };
    await Promise.all(wanted.map((query) => query.fetch().catch(() => undefined)));
    // A chunk a lazy part asked for (a screen's comments, say) arrives in a few milliseconds.
    if (wanted.length === 0) await new Promise((resolve) => setTimeout(resolve, CHUNK_WAIT_MS));
  }
  return null;
}

function drawPass(page: React.ReactElement, language: TLanguage): string {
  showLoadedLanguage(language);
  return renderToString(page);
}

/**
 * The cache of one drawing, which remembers the queries any screen asked for with `enabled` on. A query keeps the
 * options of its first asker, so the footer's lazy read of the contact services (off until the footer is near) would
 * otherwise hide the contact page's own read of them.
 */
class WantedQueries extends QueryCache {
  private readonly wanted = new Set<string>();

  override build<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
    client: QueryClient,
    options: WithRequired<QueryOptions<TQueryFnData, TError, TData, TQueryKey>, 'queryKey'>,
    state?: QueryState<TData, TError>,
  ): Query<TQueryFnData, TError, TData, TQueryKey> {
    const query = super.build(client, options, state);
    const { enabled } = options as { enabled?: unknown };
    const isOn = typeof enabled === 'function' ? enabled(query) !== false : enabled !== false;
    if (isOn) this.wanted.add(query.queryHash);
    return query;
  }

  isWanted(query: Query): boolean {
    return this.wanted.has(query.queryHash);
  }
}

/**
 * Every answer but the theme's (a module of components, loaded again in the browser from its chunk) and the licence's
 * (the page carries it already, and a preview's is drawn with the previewed template in it).
 */
function dehydratedAnswers(queryClient: QueryClient): DehydratedState {
  const licenceKey = JSON.stringify(licenceQueryKeys.details);
  return dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' &&
      query.queryKey[0] !== SITE_THEME_QUERY &&
      JSON.stringify(query.queryKey) !== licenceKey,
  });
}
