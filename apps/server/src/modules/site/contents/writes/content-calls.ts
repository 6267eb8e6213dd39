/**
 * The write calls of SPEC §7 "Contents" as one table: the content type each call writes, what it does, whether it
 * saves a draft or publishes, and who may call it. Routes are generated from this table, not written 30 times.
 */
import { CONTENT_TYPE, type TContentTypeId } from '@izlog/contract/constants';
import { CONTENT_CALL_NAMES, type TContentCallName } from '@izlog/contract/content-calls';
import type { TPermission } from '../../../../platform/permissions/policy';
import type { TStatusEvent } from '../../publishing/status-machine';

/** `deleteDraft` deletes only a draft (admin-delete-page-draft); `disable` turns a product off (status deleted). */
export type TContentOperation = 'create' | 'update' | 'delete' | 'deleteDraft' | 'disable';
export type TWriteEvent = Extract<TStatusEvent, 'saveDraft' | 'publish'>;

export type TContentCall = {
  /** The path under /contents/, without the :id. */
  name: TContentCallName;
  contentTypeId: TContentTypeId;
  operation: TContentOperation;
  /** create and update: save a draft, or publish (staff publish directly, clients and users go to moderation). */
  event: TWriteEvent | null;
  permission: TPermission;
};

const { blog, article, product, staticPage } = CONTENT_TYPE;
const { articles: articleCalls, blogs: blogCalls, products: productCalls, pages: pageCalls } = CONTENT_CALL_NAMES;
type TRow = [TContentCallName, TContentTypeId, TContentOperation, TWriteEvent | null, TPermission];

// Ownership beside the policy (content-access.ts): everyone may touch their own content; staff who may edit any
// content reach the whole licence's. Another licence's content is always a 404.
const TABLE: TRow[] = [
  // name                      type        operation      event        permission
  [articleCalls.adminCreate, article, 'create', 'publish', 'contents.articles'],
  [articleCalls.adminUpdate, article, 'update', 'publish', 'contents.articles'],
  [articleCalls.adminDelete, article, 'delete', null, 'contents.articles'],
  [articleCalls.createDraft, article, 'create', 'saveDraft', 'contents.articles'],
  [articleCalls.updateDraft, article, 'update', 'saveDraft', 'contents.articles'],
  [blogCalls.adminCreate, blog, 'create', 'publish', 'contents.adminBlogs'],
  [blogCalls.adminUpdate, blog, 'update', 'publish', 'contents.adminBlogs'],
  // Not in SPEC §7: staff delete a blog or a product from the back office (decision 0013).
  [blogCalls.adminDelete, blog, 'delete', null, 'contents.adminBlogs'],
  [blogCalls.userCreate, blog, 'create', 'publish', 'contents.userBlogs'],
  [blogCalls.userUpdate, blog, 'update', 'publish', 'contents.userBlogs'],
  [blogCalls.userDelete, blog, 'delete', null, 'contents.userBlogs'],
  [blogCalls.createDraft, blog, 'create', 'saveDraft', 'contents.blogDrafts'],
  [blogCalls.updateDraft, blog, 'update', 'saveDraft', 'contents.blogDrafts'],
  [productCalls.adminCreate, product, 'create', 'publish', 'contents.adminProducts'],
  [productCalls.adminUpdate, product, 'update', 'publish', 'contents.adminProducts'],
  [productCalls.adminDelete, product, 'delete', null, 'contents.adminProducts'],
  [productCalls.userCreate, product, 'create', 'publish', 'contents.userProducts'],
  [productCalls.userUpdate, product, 'update', 'publish', 'contents.userProducts'],
  [productCalls.userDisable, product, 'disable', null, 'contents.userProducts'],
  [productCalls.createDraft, product, 'create', 'saveDraft', 'contents.productDrafts'],
  [productCalls.updateDraft, product, 'update', 'saveDraft', 'contents.productDrafts'],
  [pageCalls.adminCreate, staticPage, 'create', 'publish', 'contents.pages'],
  [pageCalls.adminCreateDraft, staticPage, 'create', 'saveDraft', 'contents.pages'],
  [pageCalls.adminUpdate, staticPage, 'update', 'publish', 'contents.pages'],
  [pageCalls.adminUpdateDraft, staticPage, 'update', 'saveDraft', 'contents.pages'],
  [pageCalls.adminDelete, staticPage, 'delete', null, 'contents.pages'],
  [pageCalls.adminDeleteDraft, staticPage, 'deleteDraft', null, 'contents.pages'],
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
