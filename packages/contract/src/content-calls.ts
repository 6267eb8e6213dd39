/**
 * The names of the SPEC §7 write calls of what the back office manages, kind by kind: the server generates its routes
 * from them (contents/content-calls.ts, catalogs' write routes) and the web calls them, so a name lives only here.
 * Keys are the managed kinds as the back office's addresses spell them (/admin/content/products).
 */

/** POST /contents/{name}[/{id}]. The admin-delete-blog and -product calls are not in SPEC §7 (decision 0013). */
export const CONTENT_CALL_NAMES = {
  articles: {
    adminCreate: 'admin-create-article',
    adminUpdate: 'admin-update-article',
    adminDelete: 'admin-delete-article',
    createDraft: 'create-article-draft',
    updateDraft: 'update-article-draft',
  },
  blogs: {
    adminCreate: 'admin-create-blog',
    adminUpdate: 'admin-update-blog',
    adminDelete: 'admin-delete-blog',
    userCreate: 'user-create-blog',
    userUpdate: 'user-update-blog',
    userDelete: 'user-delete-blog',
    createDraft: 'create-blog-draft',
    updateDraft: 'update-blog-draft',
  },
  products: {
    adminCreate: 'admin-create-product',
    adminUpdate: 'admin-update-product',
    adminDelete: 'admin-delete-product',
    userCreate: 'user-create-product',
    userUpdate: 'user-update-product',
    userDisable: 'user-disable-product',
    createDraft: 'create-product-draft',
    updateDraft: 'update-product-draft',
  },
  pages: {
    adminCreate: 'admin-create-page',
    adminCreateDraft: 'admin-create-page-draft',
    adminUpdate: 'admin-update-page',
    adminUpdateDraft: 'admin-update-page-draft',
    adminDelete: 'admin-delete-page',
    adminDeleteDraft: 'admin-delete-page-draft',
  },
} as const;

/** POST /catalogs/{name}[/{id}]. Catalogs are turned off, never deleted. */
export const CATALOG_CALL_NAMES = {
  adminCreate: 'admin-create-catalog',
  adminUpdate: 'admin-update-catalog',
  userCreate: 'user-create-catalog',
  userUpdate: 'user-update-catalog',
  createDraft: 'create-catalog-draft',
  updateDraft: 'update-catalog-draft',
  disable: 'disable-catalog',
} as const;

/** POST /moderations/{name}/{id} (SPEC §7 "Moderation"): an existing draft sent on; static pages are staff-only. */
export const PUBLISH_DRAFT_CALL_NAMES = {
  products: 'publish-product-draft',
  catalogs: 'publish-catalog-draft',
  articles: 'publish-article-draft',
  blogs: 'publish-blog-draft',
  pages: 'admin-publish-page-draft',
} as const;

type TValueOf<T> = T[keyof T];
export type TContentCallName = TValueOf<{
  [Kind in keyof typeof CONTENT_CALL_NAMES]: TValueOf<(typeof CONTENT_CALL_NAMES)[Kind]>;
}>;
export type TCatalogCallName = TValueOf<typeof CATALOG_CALL_NAMES>;
export type TPublishDraftCallName = TValueOf<typeof PUBLISH_DRAFT_CALL_NAMES>;
