/** Every URL the web shell uses: its own routes and the API calls (relative to API_BASE). */
import { CONTENT_TYPE } from '@izlog/contract/constants';

/** Route patterns of the router (the server names single pages by the same prefixes, see page-meta.ts). */
export const routes = {
  home: '/',
  validateAccount: '/validate-account',
  resetPassword: '/reset-password',
  products: '/products',
  product: '/products/:slug',
  catalog: '/catalogs/:slug',
  articles: '/articles',
  article: '/articles/:slug',
  blogs: '/blogs',
  blog: '/blogs/:slug',
  staticPage: '/pages/:slug',
  category: '/categories/:slug',
  search: '/search',
  profile: '/profile/:userId',
} as const;

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
  catalog: slugPath('/catalogs'),
  articles: () => routes.articles,
  article: slugPath('/articles'),
  blogs: () => routes.blogs,
  blog: slugPath('/blogs'),
  staticPage: slugPath('/pages'),
  category: slugPath('/categories'),
  search: (q: string) => withQuery(routes.search, { q }),
  profile: (userId: number) => `/profile/${userId}`,
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
  catalogs: '/catalogs',
  catalogProducts: (id: number) => `/catalogs/get-catalog-products/${id}`,
  profiles: '/profiles',
  search: '/search',
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
