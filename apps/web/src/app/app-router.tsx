/**
 * The router of the web shell, in react-router's declarative mode: the screens use no loaders, actions, fetchers or
 * blockers, and the data router that serves them (createBrowserRouter) costs a visitor's first page 16 kB of gzip.
 * Navigations still run in a transition, as the data router's do; a screen that fails to render shows the
 * words 'something went wrong' with a reload, where the data router showed its default error page, never a blank page.
 */
import { Component, type ReactNode } from 'react';
import { BrowserRouter, type RouteObject, StaticRouter, useRoutes } from 'react-router';
import { ErrorState } from '@/components/states';
import { i18n } from '@/lib/i18n';

export function AppRouter({ routes }: { routes: RouteObject[] }) {
  return (
    <BrowserRouter>
      <RenderErrorBoundary>
        <RouteTable routes={routes} />
      </RenderErrorBoundary>
    </BrowserRouter>
  );
}

/** The same routes at one address, for the server's rendering of a public page (server-render/). */
export function ServerAppRouter({ routes, location }: { routes: RouteObject[]; location: string }) {
  return (
    <StaticRouter location={location}>
      <RenderErrorBoundary>
        <RouteTable routes={routes} />
      </RenderErrorBoundary>
    </StaticRouter>
  );
}

function RouteTable({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

class RenderErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <ErrorState message={i18n.t('common.somethingWentWrong')} onRetry={() => window.location.reload()} />;
  }
}
