/** Entry point of the web shell: a licence's site, or on the platform host (its HTML says so) the platform site. */
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { appRoutes } from './app/routes';
import { isPlatformArea } from './lib/platform-area';
import { createQueryClient } from './lib/query-client';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element.');
const root = createRoot(rootElement);

function mount(routes: RouteObject[]): void {
  const router = createBrowserRouter(routes);
  root.render(
    <StrictMode>
      <AppProvider queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
}

// Sites are most of the traffic: their routes come with this chunk; the platform site's load as their own.
if (isPlatformArea()) void import('./platform/platform-routes').then((module) => mount(module.platformAppRoutes));
else mount(appRoutes);
