/** The route table (SPEC §2 gives no paths; these are the shell's and the mail links'). */
import type { RouteObject } from 'react-router';
import { NotFoundPage } from '@/components/not-found-page';
import { routes } from '@/lib/paths';
import { HomeRoute } from './routes/home-route';
import { ResetPasswordRoute } from './routes/reset-password-route';
import { ValidateAccountRoute } from './routes/validate-account-route';
import { SiteShell } from './site-shell';

export const appRoutes: RouteObject[] = [
  {
    element: <SiteShell />,
    children: [
      { path: routes.home, element: <HomeRoute /> },
      { path: routes.validateAccount, element: <ValidateAccountRoute /> },
      { path: routes.resetPassword, element: <ResetPasswordRoute /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
