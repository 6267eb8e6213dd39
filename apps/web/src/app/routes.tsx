/** The route table: readable addresses with slugs; each screen is its own chunk, loaded on first visit. */
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { routes } from '@/lib/paths';
import { NotFoundRoute } from './routes/not-found-route';
import { ValidateAccountRoute } from './routes/validate-account-route';
import { SiteShell } from './site-shell';

const HomeRoute = lazy(() => import('./routes/home-route').then((m) => ({ default: m.HomeRoute })));
const ResetPasswordRoute = lazy(() =>
  import('./routes/reset-password-route').then((m) => ({ default: m.ResetPasswordRoute })),
);
const ProductListRoute = lazy(() =>
  import('./routes/product-list-route').then((m) => ({ default: m.ProductListRoute })),
);
const SingleProductRoute = lazy(() =>
  import('./routes/single-product-route').then((m) => ({ default: m.SingleProductRoute })),
);
const ContentListRoute = lazy(() =>
  import('./routes/content-list-route').then((m) => ({ default: m.ContentListRoute })),
);
const SingleContentRoute = lazy(() =>
  import('./routes/single-content-route').then((m) => ({ default: m.SingleContentRoute })),
);
const CatalogListRoute = lazy(() =>
  import('./routes/catalog-list-route').then((m) => ({ default: m.CatalogListRoute })),
);
const CatalogRoute = lazy(() => import('./routes/catalog-route').then((m) => ({ default: m.CatalogRoute })));
const CategoryRoute = lazy(() => import('./routes/category-route').then((m) => ({ default: m.CategoryRoute })));
const SearchRoute = lazy(() => import('./routes/search-route').then((m) => ({ default: m.SearchRoute })));
const ProfileRoute = lazy(() => import('./routes/profile-route').then((m) => ({ default: m.ProfileRoute })));
const TermsRoute = lazy(() => import('./routes/terms-route').then((m) => ({ default: m.TermsRoute })));
const ContactRoute = lazy(() => import('./routes/contact-route').then((m) => ({ default: m.ContactRoute })));
const PublicPlannersRoute = lazy(() =>
  import('./routes/public-planners-route').then((m) => ({ default: m.PublicPlannersRoute })),
);
const PublicPlannerRoute = lazy(() =>
  import('./routes/public-planner-route').then((m) => ({ default: m.PublicPlannerRoute })),
);
const AdminLoginRoute = lazy(() => import('./routes/admin-login-route').then((m) => ({ default: m.AdminLoginRoute })));
const AdminAuditLogRoute = lazy(() =>
  import('./routes/admin-audit-log-route').then((m) => ({ default: m.AdminAuditLogRoute })),
);
const AdminFirstPlacesRoute = lazy(() =>
  import('./routes/admin-first-places-route').then((m) => ({ default: m.AdminFirstPlacesRoute })),
);
const AdminContactRoute = lazy(() =>
  import('./routes/admin-contact-route').then((m) => ({ default: m.AdminContactRoute })),
);
const AdminSetupRoute = lazy(() => import('./routes/admin-setup-route').then((m) => ({ default: m.AdminSetupRoute })));
// The back office's own face (lib/typefaces.ts) comes with its layout, so public visitors never load it.
const BackOfficeLayout = lazy(() =>
  Promise.all([import('./back-office/back-office-layout'), import('@fontsource-variable/inter/wght.css')]).then(
    ([m]) => ({ default: m.BackOfficeLayout }),
  ),
);
const AdminCategoriesRoute = lazy(() =>
  import('./routes/admin-categories-route').then((m) => ({ default: m.AdminCategoriesRoute })),
);
const BackOfficeIndex = lazy(() =>
  import('./back-office/back-office-index').then((m) => ({ default: m.BackOfficeIndex })),
);
const ProfileSetupRoute = lazy(() =>
  import('./routes/profile-setup-route').then((m) => ({ default: m.ProfileSetupRoute })),
);
const ManagedListRoute = lazy(() =>
  import('./routes/managed-content-routes').then((m) => ({ default: m.ManagedListRoute })),
);
const ManagedEditorRoute = lazy(() =>
  import('./routes/managed-content-routes').then((m) => ({ default: m.ManagedEditorRoute })),
);
const MyPlannersRoute = lazy(() => import('./routes/my-planners-route').then((m) => ({ default: m.MyPlannersRoute })));
const MyPlannerRoute = lazy(() => import('./routes/my-planner-route').then((m) => ({ default: m.MyPlannerRoute })));

export const appRoutes: RouteObject[] = [
  {
    element: <SiteShell />,
    children: [
      { path: routes.home, element: <HomeRoute /> },
      { path: routes.validateAccount, element: <ValidateAccountRoute /> },
      { path: routes.resetPassword, element: <ResetPasswordRoute /> },
      { path: routes.products, element: <ProductListRoute /> },
      { path: routes.product, element: <SingleProductRoute /> },
      { path: routes.articles, element: <ContentListRoute kind="article" /> },
      { path: routes.article, element: <SingleContentRoute kind="article" /> },
      { path: routes.blogs, element: <ContentListRoute kind="blog" /> },
      { path: routes.blog, element: <SingleContentRoute kind="blog" /> },
      { path: routes.staticPage, element: <SingleContentRoute kind="staticPage" /> },
      { path: routes.catalogs, element: <CatalogListRoute /> },
      { path: routes.catalog, element: <CatalogRoute /> },
      { path: routes.category, element: <CategoryRoute /> },
      { path: routes.search, element: <SearchRoute /> },
      { path: routes.profile, element: <ProfileRoute /> },
      { path: routes.adminLogin, element: <AdminLoginRoute /> },
      { path: routes.termsAndConditions, element: <TermsRoute /> },
      { path: routes.contact, element: <ContactRoute /> },
      { path: routes.publicPlanners, element: <PublicPlannersRoute /> },
      { path: routes.publicPlanner, element: <PublicPlannerRoute /> },
      {
        // The back office (decision 0013): one guarded frame for staff (/admin) and members (/my).
        element: <BackOfficeLayout />,
        children: [
          { path: routes.admin, element: <BackOfficeIndex area="admin" /> },
          { path: routes.adminContentList, element: <ManagedListRoute scope="staff" /> },
          { path: routes.adminContentNew, element: <ManagedEditorRoute scope="staff" /> },
          { path: routes.adminContentEdit, element: <ManagedEditorRoute scope="staff" /> },
          { path: routes.adminCategories, element: <AdminCategoriesRoute /> },
          { path: routes.adminAuditLog, element: <AdminAuditLogRoute /> },
          { path: routes.adminFirstPlaces, element: <AdminFirstPlacesRoute /> },
          { path: routes.adminContact, element: <AdminContactRoute /> },
          { path: routes.adminSetup, element: <AdminSetupRoute /> },
          { path: routes.adminProfile, element: <ProfileSetupRoute /> },
          { path: routes.my, element: <BackOfficeIndex area="my" /> },
          { path: routes.myProfile, element: <ProfileSetupRoute /> },
          { path: routes.myPlanners, element: <MyPlannersRoute /> },
          { path: routes.myPlanner, element: <MyPlannerRoute /> },
          { path: routes.myContentList, element: <ManagedListRoute scope="member" /> },
          { path: routes.myContentNew, element: <ManagedEditorRoute scope="member" /> },
          { path: routes.myContentEdit, element: <ManagedEditorRoute scope="member" /> },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];
