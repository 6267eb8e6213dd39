/** Every URL the web shell uses: its own routes and the API calls (relative to API_BASE). */
import { API_BASE, CONTENT_TYPE } from '@izlog/contract/constants';
import type { TCatalogCallName, TContentCallName } from '@izlog/contract/content-calls';

/** Route patterns of the router (the server names single pages by the same prefixes, see page-meta.ts). */
export const routes = {
  home: '/',
  validateAccount: '/validate-account',
  resetPassword: '/reset-password',
  products: '/products',
  product: '/products/:slug',
  catalogs: '/catalogs',
  catalog: '/catalogs/:slug',
  articles: '/articles',
  article: '/articles/:slug',
  blogs: '/blogs',
  blog: '/blogs/:slug',
  staticPage: '/pages/:slug',
  category: '/categories/:slug',
  search: '/search',
  profile: '/profile/:userId',
  termsAndConditions: '/terms-and-conditions',
  /** The contact page: the contact form with the site's contact services (issue 14). */
  contact: '/contact',
  /** Staff sign in here even while the site has login and registration turned off (issue 12). */
  adminLogin: '/admin-login',
  // The back office (decision 0013): staff under /admin, clients and front users under /my.
  admin: '/admin',
  adminContentList: '/admin/content/:kind',
  adminContentNew: '/admin/content/:kind/new',
  adminContentEdit: '/admin/content/:kind/:id',
  adminCategories: '/admin/categories',
  adminAuditLog: '/admin/audit-log',
  /** Paid first places in category lists: the list of bidding items, each one's report, the duration (issue 14). */
  adminFirstPlaces: '/admin/first-places',
  /** Contact services and what visitors sent through them (issue 14). */
  adminContact: '/admin/contact',
  adminProfile: '/admin/profile',
  /** The admin's setup checklist (issue 16): where the admin's guided tour ends. */
  adminSetup: '/admin/setup',
  my: '/my',
  myProfile: '/my/profile',
  myContentList: '/my/:kind',
  myContentNew: '/my/:kind/new',
  myContentEdit: '/my/:kind/:id',
  /** A front user's planners and one planner's page (issue 15). */
  myPlanners: '/my/planners',
  myPlanner: '/my/planners/:id',
  /** Planners their owners made public (issue 15): the list, and one planner's public items by category. */
  publicPlanners: '/planners',
  publicPlanner: '/planners/:id',
} as const;

/** What the back office manages, as it appears in its addresses (/admin/content/products, /my/blogs). */
export const MANAGED_KINDS = ['products', 'catalogs', 'articles', 'blogs', 'pages'] as const;
export type TManagedKind = (typeof MANAGED_KINDS)[number];

/** Builds a path with a query string, leaving out empty values. */
export function withQuery(path: string, query: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

const slugPath = (prefix: string) => (slug: string) => `${prefix}/${encodeURIComponent(slug)}`;

/** Links to the site's pages. */
export const links = {
  home: () => routes.home,
  products: (query: { category?: string; page?: number } = {}) =>
    withQuery(routes.products, { category: query.category, page: query.page && query.page > 1 ? query.page : null }),
  product: slugPath('/products'),
  catalogs: () => routes.catalogs,
  catalog: slugPath('/catalogs'),
  articles: () => routes.articles,
  article: slugPath('/articles'),
  blogs: () => routes.blogs,
  blog: slugPath('/blogs'),
  staticPage: slugPath('/pages'),
  category: slugPath('/categories'),
  search: (q: string) => withQuery(routes.search, { q }),
  contact: () => routes.contact,
  profile: (userId: number) => `/profile/${userId}`,
  adminContentList: (kind: TManagedKind) => `/admin/content/${kind}`,
  adminContentNew: (kind: TManagedKind) => `/admin/content/${kind}/new`,
  adminContentEdit: (kind: TManagedKind, id: number) => `/admin/content/${kind}/${id}`,
  myContentList: (kind: TManagedKind) => `/my/${kind}`,
  myContentNew: (kind: TManagedKind) => `/my/${kind}/new`,
  myContentEdit: (kind: TManagedKind, id: number) => `/my/${kind}/${id}`,
  myPlanners: () => routes.myPlanners,
  myPlanner: (id: number) => `/my/planners/${id}`,
  publicPlanners: () => routes.publicPlanners,
  publicPlanner: (id: number) => `/planners/${id}`,
} as const;

export const apiPaths = {
  licenceDetails: '/licences/get-licence-details',
  captcha: '/users/captcha',
  login: '/users/login-licence-user',
  registerFrontUser: '/users/register-licence-front-user',
  registerClient: '/users/register-licence-client',
  verifyToken: '/users/verify-token',
  logout: '/users/logout-user',
  requestPasswordReset: '/users/request-reset-licence-user-password',
  resetPassword: '/users/reset-licence-user-password',
  validateAccount: '/users/validate-user-account',
  contents: '/contents',
  content: (id: number) => `/contents/${id}`,
  tagRelatedContent: (id: number) => `/contents/tag-related-content/${id}`,
  categories: '/categories',
  categoryItems: (id: number) => `/categories/get-category-catalog-product/${id}`,
  contentTypeOptions: '/licence-content-type-options',
  // The edit-category modal (categories, attributes, menu order).
  category: (id: number) => `/categories/${id}`,
  adminCreateCategory: '/categories/admin-create-category',
  adminUpdateCategory: (id: number) => `/categories/admin-update-category/${id}`,
  adminDeleteAttribute: (id: number) => `/categories/admin-delete-attribute/${id}`,
  adminDeleteAttributeLink: (linkId: number) => `/categories/admin-delete-attribute-category-link/${linkId}`,
  updateCategoryOrder: (contentTypeId: number) => `/categories/update-category-order/${contentTypeId}`,
  updateContentTypeOrder: '/categories/update-content-type-order',
  catalogs: '/catalogs',
  catalogProducts: (id: number) => `/catalogs/get-catalog-products/${id}`,
  // Content management (decision 0013): write calls by their SPEC §7 names (the contract's content-calls.ts).
  contentCall: (name: TContentCallName, id?: number) =>
    id === undefined ? `/contents/${name}` : `/contents/${name}/${id}`,
  catalog: (id: number) => `/catalogs/${id}`,
  catalogCall: (name: TCatalogCallName, id?: number) =>
    id === undefined ? `/catalogs/${name}` : `/catalogs/${name}/${id}`,
  moderationCall: (name: string, id: number) => `/moderations/${name}/${id}`,
  // The moderation modal: what waits, and an item's approved and pending versions side by side.
  moderationNumbers: '/moderations/moderation-numbers',
  contentChanges: (id: number) => `/moderations/content-changes/${id}`,
  catalogChanges: (id: number) => `/moderations/catalog-changes/${id}`,
  // Comments (SPEC §7 "Comments" and the comment calls of "Moderation").
  comments: '/comments',
  postComment: (contentId: number) => `/comments/post-comment/${contentId}`,
  commentsOnModeration: '/moderations/comments-on-moderation',
  ownCatalogOptions: '/catalogs/get-user-catalogs-no-pagination',
  licenceCatalogOptions: '/catalogs/get-licence-catalogs-no-pagination',
  licenceProductOptions: '/contents/get-licence-products-no-pagination',
  users: '/users',
  profiles: '/profiles',
  // User administration, site settings, own profiles and the audit log (issue 12).
  adminLicenceUsers: '/users/admin-get-licence-users',
  adminGetUser: (id: number) => `/users/admin-get-user/${id}`,
  adminCreateUser: '/users/admin-create-user',
  adminUpdateUser: (id: number) => `/users/admin-update-user/${id}`,
  adminBlockUser: (id: number) => `/users/admin-block-user/${id}`,
  adminActivateUser: (id: number) => `/users/admin-activate-user/${id}`,
  adminUpdateUsername: (id: number) => `/users/admin-update-user-username/${id}`,
  adminUpdateEmail: (id: number) => `/users/admin-update-user-email/${id}`,
  adminUpdateRole: (id: number) => `/users/admin-update-user-role/${id}`,
  adminDeleteUserPreview: (id: number) => `/users/admin-delete-user-preview/${id}`,
  adminDeleteUser: (id: number) => `/users/admin-delete-user/${id}`,
  sendMailToUser: '/users/send-mail-to-licence-user',
  auditLog: '/audit-log',
  ownProfile: '/profiles/own-profile',
  updateFrontUserProfile: (id: number) => `/profiles/update-front-user-profile/${id}`,
  updateClientProfile: (id: number) => `/profiles/update-client-profile/${id}`,
  updateLicenceData: '/licences/update-licence-data',
  updateLicenceTemplate: '/licences/update-licence-template',
  updateGreetingMessages: '/licences/update-licence-greeting-messages',
  updateLicenceTexts: '/licences/update-licence-terms-and-conditions',
  changeLoginRegistrationStatus: '/licences/change-login-registration-status',
  changeSearchStatus: '/licences/change-search-status',
  // Media fields and places (decision 0014)
  stockTopics: '/stock-photos/topics',
  stockTopicPhotos: (slug: string) => `/stock-photos/topics/${encodeURIComponent(slug)}/photos`,
  stockSearch: '/stock-photos/search/photos',
  placesSuggest: '/places/suggest',
  search: '/search',
  // Widgets on the pages and the contact form (issue 14; the widget modal's calls sit beside these).
  homePagePositionOne: '/content-widgets/get-home-page-position-one',
  pageWidgets: '/content-widgets/get-page-widgets',
  contactServices: '/licence-contacts/get-licence-contact-services',
  submitContactForm: '/licence-contacts/submit-contact-form',
  // The widget modal (issue 14): a widget's settings, adding, changing, moving and deleting; tags to choose from.
  widgetSettings: (id: number) => `/content-widgets/get-widget-settings/${id}`,
  addWidgetToPage: '/content-widgets/add-widget-to-page',
  updatePageWidget: (id: number) => `/content-widgets/update-page-widget/${id}`,
  changeWidgetPosition: '/content-widgets/change-widget-position',
  deletePageWidget: (id: number) => `/content-widgets/delete-page-widget/${id}`,
  tags: '/tags',
  // Paid first places (SPEC §7 "Bidding", issue 14).
  biddingItems: '/bidding-items',
  createBiddingItem: '/biddings/create-bidding-item',
  disableBiddingItem: (id: number) => `/biddings/disable-bidding-item/${id}`,
  biddingReport: (id: number) => `/biddings/bidding-report/${id}`,
  updateBiddingDuration: '/biddings/update-bidding-duration',
  recordBiddingClick: (id: number) => `/biddings/record-click/${id}`,
  // Contact administration (issue 14): the services come from `contactServices`, with their addresses for staff.
  createContactService: '/licence-contacts/create-contact-service',
  deleteContactService: (id: number) => `/licence-contacts/delete-contact-service/${id}`,
  contactSubmissions: '/licence-contacts/contact-submissions',
  retryContactSubmission: (id: number) => `/licence-contacts/retry-contact-submission/${id}`,
  // The owner's planners and their items (SPEC §7 "Planners", issue 15).
  planners: '/planners',
  plannerCategories: (id: number) => `/planners/planner-categories/${id}`,
  createPlanner: '/planners/create-planner',
  updatePlanner: (id: number) => `/planners/update-planner/${id}`,
  deletePlanner: (id: number) => `/planners/delete-planner/${id}`,
  togglePublicPlanner: (id: number) => `/planners/toggle-public-planner/${id}`,
  plannerCalendar: (id: number) => `/planners/calendar/${id}`,
  createCalendarLink: (id: number) => `/planners/create-calendar-link/${id}`,
  revokeCalendarLink: (id: number) => `/planners/revoke-calendar-link/${id}`,
  deletePlannerItem: (itemId: number, plannerId: number) => `/planner-items/delete-planner-item/${itemId}/${plannerId}`,
  switchToAnotherPlanner: (itemId: number, plannerId: number) =>
    `/planner-items/switch-to-another-planner/${itemId}/${plannerId}`,
  createPlannerTask: (plannerId: number) => `/planner-items/create-planner-task/${plannerId}`,
  updatePlannerTask: (itemId: number) => `/planner-items/update-planner-task/${itemId}`,
  linkProductToPlanner: (plannerId: number, contentId: number) =>
    `/planner-items/link-product-to-planner/${plannerId}/${contentId}`,
  linkCatalogToPlanner: (plannerId: number, catalogId: number) =>
    `/planner-items/link-catalog-to-planner/${plannerId}/${catalogId}`,
  saveScheduledDate: (id: number) => `/planner-items/save-scheduled-date/${id}`,
  savePlannerItemNote: (id: number) => `/planner-items/save-planner-item-note/${id}`,
  savePriceOfPlannerItem: (id: number, price: string, currencyId: number) =>
    `/planner-items/save-price-of-planner-item/${id}/${encodeURIComponent(price)}/${currencyId}`,
  changeCalculatePrice: (id: number, value: boolean) => `/planner-items/change-calculate-price/${id}/${value ? 1 : 0}`,
  showPricePublicly: (id: number) => `/planner-items/show-price-publicly/${id}`,
  showPlannerItemPublicly: (id: number) => `/planner-items/show-planner-item-publicly/${id}`,
  // Public planners and the moderation of their items (issue 15).
  publicPlanners: '/public-planners',
  publicPlannerCategories: (id: number) => `/planners/public-planner-categories/${id}`,
  plannerItemsOnModeration: '/moderations/planner-items-on-moderation',
  plannersOnModeration: '/moderations/planners-on-moderation',
  // Guided tours and the admin's setup checklist (issue 16).
  tourProgress: '/tours/progress',
  saveTourProgress: '/tours/save-progress',
  setupChecklist: '/licences/setup-checklist',
} as const;

/** The page of a content by its wire type id (DESIGN §3); a null type is a catalog (search hits). */
export function contentLink(contentTypeId: number | null, slug: string): string {
  const byType: Record<number, (slug: string) => string> = {
    [CONTENT_TYPE.blog]: links.blog,
    [CONTENT_TYPE.article]: links.article,
    [CONTENT_TYPE.product]: links.product,
    [CONTENT_TYPE.staticPage]: links.staticPage,
  };
  return (contentTypeId !== null ? byType[contentTypeId] : undefined)?.(slug) ?? links.catalog(slug);
}

/** The full address that counts a click on a paid first place (a beacon's, and the drawn page's mark's). */
export const biddingClickUrl = (biddingItemId: number): string =>
  `${API_BASE}${apiPaths.recordBiddingClick(biddingItemId)}`;
