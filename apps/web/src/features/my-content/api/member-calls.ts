/**
 * Which SPEC §7 call clients and front users use for what. Their publishing goes to moderation; an existing draft is
 * sent on by the moderation call publish-*-draft (managed-kinds.ts). Products and catalogs are turned off, blogs
 * deleted. Blogs travel with the mod_* field names (SPEC §3).
 */
import type { TFieldNaming } from '@/components/content-form/content-form-values';

export type TMemberKind = 'products' | 'catalogs' | 'blogs';
export const MEMBER_KINDS: readonly TMemberKind[] = ['products', 'catalogs', 'blogs'];

type TMemberCalls = {
  create: string;
  createDraft: string;
  update: string;
  updateDraft: string;
  remove: { call: string; how: 'delete' | 'disable' };
  naming: TFieldNaming;
};

export const MEMBER_CALLS: Record<TMemberKind, TMemberCalls> = {
  products: {
    create: 'user-create-product',
    createDraft: 'create-product-draft',
    update: 'user-update-product',
    updateDraft: 'update-product-draft',
    remove: { call: 'user-disable-product', how: 'disable' },
    naming: 'plain',
  },
  catalogs: {
    create: 'user-create-catalog',
    createDraft: 'create-catalog-draft',
    update: 'user-update-catalog',
    updateDraft: 'update-catalog-draft',
    remove: { call: 'disable-catalog', how: 'disable' },
    naming: 'plain',
  },
  blogs: {
    create: 'user-create-blog',
    createDraft: 'create-blog-draft',
    update: 'user-update-blog',
    updateDraft: 'update-blog-draft',
    remove: { call: 'user-delete-blog', how: 'delete' },
    naming: 'moderated',
  },
};

export const isMemberKind = (kind: string): kind is TMemberKind => (MEMBER_KINDS as readonly string[]).includes(kind);
