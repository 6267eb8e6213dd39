/**
 * The write calls of SPEC §7 "Contents" as one table: the content type each call writes, what it does, whether it
 * saves a draft or publishes, and who may call it. Routes are generated from this table, not written 30 times.
 */
import { CONTENT_TYPE, type TContentTypeId } from '@izlog/contract/constants';
import type { TPermission } from '../../platform/permissions/policy';
import type { TStatusEvent } from './content-status';

/** `deleteDraft` deletes only a draft (admin-delete-page-draft); `disable` turns a product off (status deleted). */
export type TContentOperation = 'create' | 'update' | 'delete' | 'deleteDraft' | 'disable';
export type TWriteEvent = Extract<TStatusEvent, 'saveDraft' | 'publish'>;

export type TContentCall = {
  /** The path under /contents/, without the :id. */
  name: string;
  contentTypeId: TContentTypeId;
  operation: TContentOperation;
  /** create and update: save a draft, or publish (staff publish directly, clients and users go to moderation). */
  event: TWriteEvent | null;
  permission: TPermission;
};

const { blog, article, product, staticPage } = CONTENT_TYPE;
type TRow = [string, TContentTypeId, TContentOperation, TWriteEvent | null, TPermission];

// Ownership beside the policy (content-access.ts): everyone may touch their own content; staff who may edit any
// content reach the whole licence's. Another licence's content is always a 404.
const TABLE: TRow[] = [
  // name                      type        operation      event        permission
  ['admin-create-article', article, 'create', 'publish', 'contents.articles'],
  ['admin-update-article', article, 'update', 'publish', 'contents.articles'],
  ['admin-delete-article', article, 'delete', null, 'contents.articles'],
  ['create-article-draft', article, 'create', 'saveDraft', 'contents.articles'],
  ['update-article-draft', article, 'update', 'saveDraft', 'contents.articles'],
  ['admin-create-blog', blog, 'create', 'publish', 'contents.adminBlogs'],
  ['admin-update-blog', blog, 'update', 'publish', 'contents.adminBlogs'],
  // Not in SPEC §7: staff delete a blog or a product from the back office (decision 0013).
  ['admin-delete-blog', blog, 'delete', null, 'contents.adminBlogs'],
  ['user-create-blog', blog, 'create', 'publish', 'contents.userBlogs'],
  ['user-update-blog', blog, 'update', 'publish', 'contents.userBlogs'],
  ['user-delete-blog', blog, 'delete', null, 'contents.userBlogs'],
  ['create-blog-draft', blog, 'create', 'saveDraft', 'contents.blogDrafts'],
  ['update-blog-draft', blog, 'update', 'saveDraft', 'contents.blogDrafts'],
  ['admin-create-product', product, 'create', 'publish', 'contents.adminProducts'],
  ['admin-update-product', product, 'update', 'publish', 'contents.adminProducts'],
  ['admin-delete-product', product, 'delete', null, 'contents.adminProducts'],
  ['user-create-product', product, 'create', 'publish', 'contents.userProducts'],
  ['user-update-product', product, 'update', 'publish', 'contents.userProducts'],
  ['user-disable-product', product, 'disable', null, 'contents.userProducts'],
  ['create-product-draft', product, 'create', 'saveDraft', 'contents.productDrafts'],
  ['update-product-draft', product, 'update', 'saveDraft', 'contents.productDrafts'],
  ['admin-create-page', staticPage, 'create', 'publish', 'contents.pages'],
  ['admin-create-page-draft', staticPage, 'create', 'saveDraft', 'contents.pages'],
  ['admin-update-page', staticPage, 'update', 'publish', 'contents.pages'],
  ['admin-update-page-draft', staticPage, 'update', 'saveDraft', 'contents.pages'],
  ['admin-delete-page', staticPage, 'delete', null, 'contents.pages'],
  ['admin-delete-page-draft', staticPage, 'deleteDraft', null, 'contents.pages'],
];

export const CONTENT_CALLS: readonly TContentCall[] = TABLE.map(
  ([name, contentTypeId, operation, event, permission]) => ({ name, contentTypeId, operation, event, permission }),
);

export const CONTENT_TYPE_LABEL: Record<TContentTypeId, string> = {
  [blog]: 'blog',
  [article]: 'article',
  [product]: 'product',
  [staticPage]: 'static page',
};
