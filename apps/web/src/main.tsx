/** Entry point of the web shell: a licence's site, or on the platform host (its HTML says so) the platform site. */
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import type { TLanguage } from '@izlog/contract/constants';
import { APP_RUNNING_ATTRIBUTE, APP_STARTED_EVENT, APP_STARTING_ATTRIBUTE } from '@izlog/contract/rendered-page';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { RouteObject } from 'react-router';
import { AppRouter } from './app/app-router';
import { AppProvider } from './app/provider';
import { appRoutes } from './app/routes';
import { licenceDetailsQueryOptions } from './features/licence/api/get-licence-details';
import { seedInlinedLicence } from './features/licence/api/inlined-licence';
import { startSiteApp } from './features/site-app/start-site-app';
import { prepareFirstLanguage } from './lib/i18n';
import { markWhileIdle } from './lib/idle-mark';
import { isPlatformArea } from './lib/platform-area';
import { createQueryClient } from './lib/query-client';
import { setThemeOverride } from './lib/theme-override-store';
import { markDrawnPageTakeOver } from './lib/use-viewport-query';
import { takeRenderedPage } from './server-render/take-rendered-page';
import { isPreviewPage } from './themes/preview-template';
import { siteLookOverride } from './themes/site-look';
import { siteThemeQuery } from './themes/theme-context';

// The app is asked for (the boot script marks it too when it starts the app on a drawn page).
document.documentElement.setAttribute(APP_STARTING_ATTRIBUTE, '');
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element.');

const queryClient = createQueryClient();
// `data-app-idle` while no answer is on its way: browser tests wait for it instead of a silent network.
markWhileIdle(queryClient);
// A public page the server drew (decision 0043): the app takes it over with the answers it was drawn from.
const renderedPage = takeRenderedPage(rootElement, queryClient);

function mount(routes: RouteObject[]): void {
  const app = (
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <AppRouter routes={routes} />
        <AppStartedMark />
      </AppProvider>
    </StrictMode>
  );
  if (renderedPage) {
    markDrawnPageTakeOver();
    hydrateRoot(rootElement as HTMLElement, app);
  } else createRoot(rootElement as HTMLElement).render(app);
}

let hasStarted = false;

/**
 * Says the app runs once its first render is on the page (an effect runs after the commit that took a drawn page over,
 * or drew the page anew over it): the boot script gives held clicks again then, and the `data-app-running` mark tells
 * a test the page it acts on is the app's.
 */
function AppStartedMark(): null {
  useEffect(() => {
    if (hasStarted) return;
    hasStarted = true;
    document.documentElement.setAttribute(APP_RUNNING_ATTRIBUTE, '');
    window.dispatchEvent(new Event(APP_STARTED_EVENT));
  }, []);
  return null;
}

// The app mounts once the interface's texts (one language's chunk) are here; a failed chunk still mounts the app.
const whenLanguageReady = (siteLanguage?: TLanguage | Promise<TLanguage | null>) =>
  prepareFirstLanguage(siteLanguage).catch(() => undefined);

// Sites are most of the traffic: their routes come with this chunk; the platform site's load as their own.
if (isPlatformArea()) {
  void Promise.all([import('./platform/platform-routes'), whenLanguageReady()]).then(([module]) =>
    mount(module.platformAppRoutes),
  );
} else {
  // The server writes the licence into the page: the shell finds it in the cache and its language's texts load alone.
  const inlinedLicence = seedInlinedLicence(queryClient);
  // Without it, the licence is asked for while the texts load; the site shell finds it in the cache (a failure it
  // asks again, with retries and its error page, so this first ask does not wait for retries).
  const siteLanguage =
    inlinedLicence?.language ??
    queryClient
      .fetchQuery({ ...licenceDetailsQueryOptions(), retry: false })
      .then((found) => found.language)
      .catch(() => null);
  // A drawn page is taken over only once its theme's chunk is here: until then the page stays as drawn.
  // Its look is set before the app's first render, as the server drew it (themes/site-look.ts): the first render over
  // the drawing then has the drawing's CSS variables (type, shapes, brand colour).
  const themeReady = renderedPage
    ? queryClient.fetchQuery(siteThemeQuery(inlinedLicence?.template_id ?? null)).then((theme) => {
        if (theme) setThemeOverride(siteLookOverride(theme, inlinedLicence?.brand_color, false));
      })
    : Promise.resolve();
  void Promise.all([whenLanguageReady(siteLanguage), themeReady]).then(() => mount(appRoutes));
}

// A licence's site installs as its own app, with its service worker; the platform site does not, nor a preview.
if (!isPlatformArea() && !isPreviewPage()) startSiteApp();
