/**
 * Who manages content and how (decision 0013): staff (/admin) manage every kind of the whole site and publish at
 * once; members — clients and front users (/my) — manage their own products, catalogs and blogs, and their
 * publishing goes to moderation. Everything the screens do differently by scope is read from here.
 */
import {
  CATALOG_CALL_NAMES,
  CONTENT_CALL_NAMES,
  type TCatalogCallName,
  type TContentCallName,
} from '@izlog/contract/content-calls';
import { apiPaths, links, type TManagedKind } from '@/lib/paths';
import type { TFieldNaming } from './content-form-values';

export type TManagementScope = 'staff' | 'member';

type TCallName = TContentCallName | TCatalogCallName;

/** Catalogs' calls live under /catalogs, the others under /contents. */
export const writeCallPath = (kind: TManagedKind, name: TCallName, id?: number) =>
  kind === 'catalogs'
    ? apiPaths.catalogCall(name as TCatalogCallName, id)
    : apiPaths.contentCall(name as TContentCallName, id);

/** The SPEC §7 calls of one kind for one scope. */
type TWriteCalls = {
  create: TCallName;
  createDraft: TCallName;
  update: TCallName;
  updateDraft: TCallName;
  /** Deleting: articles and pages by SPEC, blogs and products by decision 0013; catalogs are turned off. */
  remove: { call: TCallName; how: 'delete' | 'disable' };
  /** Members' blogs travel with the mod_* field names (SPEC §3). */
  naming: TFieldNaming;
};

const { articles, blogs, products, pages } = CONTENT_CALL_NAMES;
const catalogs = CATALOG_CALL_NAMES;

const STAFF_CALLS: Record<TManagedKind, TWriteCalls> = {
  products: {
    create: products.adminCreate,
    createDraft: products.createDraft,
    update: products.adminUpdate,
    updateDraft: products.updateDraft,
    remove: { call: products.adminDelete, how: 'delete' },
    naming: 'plain',
  },
  articles: {
    create: articles.adminCreate,
    createDraft: articles.createDraft,
    update: articles.adminUpdate,
    updateDraft: articles.updateDraft,
    remove: { call: articles.adminDelete, how: 'delete' },
    naming: 'plain',
  },
  blogs: {
    create: blogs.adminCreate,
    createDraft: blogs.createDraft,
    update: blogs.adminUpdate,
    updateDraft: blogs.updateDraft,
    remove: { call: blogs.adminDelete, how: 'delete' },
    naming: 'plain',
  },
  pages: {
    create: pages.adminCreate,
    createDraft: pages.adminCreateDraft,
    update: pages.adminUpdate,
    updateDraft: pages.adminUpdateDraft,
    remove: { call: pages.adminDelete, how: 'delete' },
    naming: 'plain',
  },
  catalogs: {
    create: catalogs.adminCreate,
    createDraft: catalogs.createDraft,
    update: catalogs.adminUpdate,
    updateDraft: catalogs.updateDraft,
    remove: { call: catalogs.disable, how: 'disable' },
    naming: 'plain',
  },
};

/** Members turn products and catalogs off and delete blogs. */
const MEMBER_CALLS: Partial<Record<TManagedKind, TWriteCalls>> = {
  products: {
    create: products.userCreate,
    createDraft: products.createDraft,
    update: products.userUpdate,
    updateDraft: products.updateDraft,
    remove: { call: products.userDisable, how: 'disable' },
    naming: 'plain',
  },
  catalogs: {
    create: catalogs.userCreate,
    createDraft: catalogs.createDraft,
    update: catalogs.userUpdate,
    updateDraft: catalogs.updateDraft,
    remove: { call: catalogs.disable, how: 'disable' },
    naming: 'plain',
  },
  blogs: {
    create: blogs.userCreate,
    createDraft: blogs.createDraft,
    update: blogs.userUpdate,
    updateDraft: blogs.updateDraft,
    remove: { call: blogs.userDelete, how: 'delete' },
    naming: 'moderated',
  },
};

type TScopeRules = {
  calls: Partial<Record<TManagedKind, TWriteCalls>>;
  listLink(kind: TManagedKind): string;
  newLink(kind: TManagedKind): string;
  editLink(kind: TManagedKind, id: number): string;
  /** Staff see every author's items, with an author filter and column; members see only their own. */
  seesEveryAuthor: boolean;
  /**
   * Publishing an existing draft: staff's update call publishes it; members save it as a draft and then send it on
   * with publish-*-draft, so their edits are kept even when publishing is refused.
   */
  publishesDraftThroughModeration: boolean;
  /** Members go on from their edit of an approved item that waits (decision 0011); staff edit the item as stored. */
  editsPendingEdit: boolean;
  /** Which catalogs a product may join: the site's approved ones (staff) or the member's own. */
  catalogOptions: 'licence' | 'own';
  hasBiddingTab: boolean;
  publishLabelKey: 'manage.form.publish' | 'manage.form.sendToModeration';
  publishedNoticeKey: 'manage.notices.published' | 'manage.notices.sentToModeration';
};

export const SCOPES: Record<TManagementScope, TScopeRules> = {
  staff: {
    calls: STAFF_CALLS,
    listLink: links.adminContentList,
    newLink: links.adminContentNew,
    editLink: links.adminContentEdit,
    seesEveryAuthor: true,
    publishesDraftThroughModeration: false,
    editsPendingEdit: false,
    catalogOptions: 'licence',
    hasBiddingTab: true,
    publishLabelKey: 'manage.form.publish',
    publishedNoticeKey: 'manage.notices.published',
  },
  member: {
    calls: MEMBER_CALLS,
    listLink: links.myContentList,
    newLink: links.myContentNew,
    editLink: links.myContentEdit,
    seesEveryAuthor: false,
    publishesDraftThroughModeration: true,
    editsPendingEdit: true,
    catalogOptions: 'own',
    hasBiddingTab: false,
    publishLabelKey: 'manage.form.sendToModeration',
    publishedNoticeKey: 'manage.notices.sentToModeration',
  },
};

/** Whether the scope manages this kind at all (members: products, catalogs, blogs). */
export const isScopeKind = (scope: TManagementScope, kind: TManagedKind) => SCOPES[scope].calls[kind] !== undefined;

/** The calls of a kind the scope manages; the routes let no other kind in. */
export function writeCallsOf(scope: TManagementScope, kind: TManagedKind): TWriteCalls {
  const calls = SCOPES[scope].calls[kind];
  if (!calls) throw new Error(`The ${scope} scope does not manage ${kind}.`);
  return calls;
}
