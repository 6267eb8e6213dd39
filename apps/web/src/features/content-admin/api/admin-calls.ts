/**
 * Which SPEC §7 call staff use for what, kind by kind. Staff publish directly through the admin-* calls; drafts go
 * through the draft calls. Deleting: articles and pages by SPEC, blogs and products by decision 0013; catalogs are
 * turned off (disable-catalog), never deleted.
 */
import type { TManagedKind } from '@/lib/paths';

type TStaffCalls = {
  create: string;
  createDraft: string;
  update: string;
  updateDraft: string;
  remove: { call: string; how: 'delete' | 'disable' };
};

export const STAFF_CALLS: Record<TManagedKind, TStaffCalls> = {
  products: {
    create: 'admin-create-product',
    createDraft: 'create-product-draft',
    update: 'admin-update-product',
    updateDraft: 'update-product-draft',
    remove: { call: 'admin-delete-product', how: 'delete' },
  },
  articles: {
    create: 'admin-create-article',
    createDraft: 'create-article-draft',
    update: 'admin-update-article',
    updateDraft: 'update-article-draft',
    remove: { call: 'admin-delete-article', how: 'delete' },
  },
  blogs: {
    create: 'admin-create-blog',
    createDraft: 'create-blog-draft',
    update: 'admin-update-blog',
    updateDraft: 'update-blog-draft',
    remove: { call: 'admin-delete-blog', how: 'delete' },
  },
  pages: {
    create: 'admin-create-page',
    createDraft: 'admin-create-page-draft',
    update: 'admin-update-page',
    updateDraft: 'admin-update-page-draft',
    remove: { call: 'admin-delete-page', how: 'delete' },
  },
  catalogs: {
    create: 'admin-create-catalog',
    createDraft: 'create-catalog-draft',
    update: 'admin-update-catalog',
    updateDraft: 'update-catalog-draft',
    remove: { call: 'disable-catalog', how: 'disable' },
  },
};
