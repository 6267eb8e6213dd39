/**
 * Creating and updating a catalog (user-, admin- and draft variants): SPEC §5 rules first, then the picture, then one
 * transaction. Every rule is checked before anything is stored, so bad input changes nothing. A client's edit of an
 * approved catalog waits as a pending revision while the approved catalog stays public (decision 0011).
 */
import type { TAdminCreateCatalogRequest, TAdminUpdateCatalogRequest, TCatalog } from '@izlog/contract/catalogs';
import { retryOnUniqueRace } from '../../platform/db/unique-violation';
import { AppError, FieldValidationError, forbidden, notFound, type TFieldProblem } from '../../platform/http/errors';
import type { TUploadedFile } from '../../platform/http/form-body';
import { can, requireSignedIn, type TSignedInActor } from '../../platform/permissions/policy';
import type { TenantDb } from '../../platform/tenancy/tenant-db';
import { sanitizeRichText } from '../../platform/text/sanitize';
import { uniqueSlug } from '../../platform/text/slug';
import { editWaitsAsRevision, nextStatus, type TStatusEvent, workingStatus } from '../contents/content-status';
import { storeImageInput } from '../media/image-input';
import { applyCatalogState, captureCatalogState, type TCatalogState } from '../moderation/catalog-state.queries';
import { saveAction } from '../moderation/history';
import { recordHistory } from '../moderation/history.queries';
import { catalogRef, findPendingRevision } from '../moderation/revisions.queries';
import { submitRevision } from '../moderation/submit-revision';
import { presentCatalog } from './catalog.presenter';
import type { TCatalogContext } from './catalog-context';
import {
  findAddableProductIds,
  findVisibleCatalog,
  insertCatalog,
  isCatalogCategory,
  isCatalogSlugTaken,
  replaceCatalogProducts,
  type TCatalogRow,
  type TCatalogValues,
  updateCatalog,
  userExists,
  withDetails,
} from './catalogs.queries';

/** The image arrives as a file (`image`) or a stock photo's download location (`stock_image`). */
export type TCatalogImage = { image?: TUploadedFile };
/** `publish` for user- and admin- calls, `saveDraft` for the draft calls (content-status.ts decides the status). */
export type TSaveHow = { event: TStatusEvent };

export async function createCatalog(
  ctx: TCatalogContext,
  input: TAdminCreateCatalogRequest & TCatalogImage,
  how: TSaveHow,
): Promise<TCatalog> {
  const actor = requireSignedIn(ctx.actor);
  const status = nextStatus('new', how.event, actor.role);
  const authorId = input.author_id ?? actor.userId;
  const productIds = unique(input.products ?? []);
  const problems = await checkFields(ctx, actor, { ...input, products: productIds });
  if (!input.image && !input.stock_image) problems.push({ field: 'image', key: 'field_required' });
  if (problems.length > 0) throw new FieldValidationError(problems);

  const image = await storeImage(ctx, actor, input);
  const row = await retryOnUniqueRace(() =>
    ctx.tenant.transaction(async (tx) => {
      const slug = await uniqueSlug(input.name, (candidate) => isCatalogSlugTaken(tx, candidate));
      const created = await insertCatalog(tx, {
        name: input.name,
        slug,
        categoryId: input.category_id,
        description: sanitizeRichText(input.description),
        image,
        authorId,
        status,
      });
      await replaceCatalogProducts(tx, created.id, productIds);
      await recordHistory(tx, catalogRef(created.id), { action: 'created', status, actorId: actor.userId });
      return created;
    }),
  );
  return present(ctx, row);
}

export async function updateCatalogFields(
  ctx: TCatalogContext,
  id: number,
  input: TAdminUpdateCatalogRequest & TCatalogImage,
  how: TSaveHow,
): Promise<TCatalog> {
  const actor = requireSignedIn(ctx.actor);
  const current = await findOwnedCatalog(ctx, actor, id);
  const pending = await findPendingRevision(ctx.tenant, catalogRef(id));
  const from = workingStatus(current.status, pending?.status);
  const status = nextStatus(from, how.event, actor.role);
  const asRevision = editWaitsAsRevision(current.status, status);
  // Staff publish directly; over an author's waiting edit that would silently drop it, so it is decided first.
  if (pending && !asRevision) throw new AppError(409, 'revision_pending');
  const pendingState = pending?.snapshot as TCatalogState | undefined;
  const base = pendingState ? { ...current, ...pendingState.values } : current;
  const authorId = input.author_id ?? base.authorId;
  const productIds = input.products === undefined ? undefined : unique(input.products);
  const problems = await checkFields(ctx, actor, { ...input, products: productIds });
  if (problems.length > 0) throw new FieldValidationError(problems);

  const image = await storeImage(ctx, actor, input);
  /** The form's changes to the rows: written live, or run in a savepoint to capture a pending revision. */
  const write = async (tx: TenantDb) => {
    const values: Partial<TCatalogValues> = {
      status,
      authorId,
      // A remark stays while the author still works on a draft and goes once the catalog is sent again.
      ...(how.event === 'publish' ? { remarkRequestForEdit: null } : {}),
    };
    if (input.name !== undefined && input.name !== base.name) {
      values.name = input.name;
      values.slug = await uniqueSlug(input.name, (candidate) => isCatalogSlugTaken(tx, candidate, id));
    }
    if (input.category_id !== undefined) values.categoryId = input.category_id;
    if (input.description !== undefined) values.description = sanitizeRichText(input.description);
    if (image) values.image = image;
    const updated = await updateCatalog(tx, id, values);
    if (productIds !== undefined) await replaceCatalogProducts(tx, id, productIds);
    return updated;
  };
  const row = await ctx.tenant.transaction(async (tx) => {
    if (!asRevision) {
      const updated = await write(tx);
      await recordHistory(tx, catalogRef(id), { action: saveAction(from, how.event), status, actorId: actor.userId });
      return updated;
    }
    await submitRevision(tx, catalogRef(id), {
      pending,
      status,
      event: how.event,
      submittedBy: actor.userId,
      action: saveAction(from, how.event),
      capture: (outer) =>
        captureCatalogState(outer, id, async (savepoint) => {
          // An edit of what already waits starts from the waiting version.
          if (pendingState) await applyCatalogState(savepoint, current, pendingState);
          await write(savepoint);
        }),
    });
    return current;
  });
  return present(ctx, row);
}

/**
 * The catalog `id` for a change by `actor`: 404 when the actor cannot see it, 403 when it is someone else's and the
 * actor is not content staff (SPEC §6: clients manage their own catalogs).
 */
export async function findOwnedCatalog(ctx: TCatalogContext, actor: TSignedInActor, id: number): Promise<TCatalogRow> {
  const current = await findVisibleCatalog(ctx.tenant, ctx.viewer, id);
  if (!current) throw notFound();
  if (current.authorId !== actor.userId && !can(actor, 'catalogs.manageAny')) throw forbidden();
  return current;
}

export async function present(ctx: TCatalogContext, row: TCatalogRow): Promise<TCatalog> {
  const [record] = await withDetails(ctx.tenant, ctx.viewer, [row]);
  return presentCatalog(record!);
}

type TCheckedFields = { category_id?: number; author_id?: number; products?: number[] };

/** SPEC §5 rules the schema cannot express: category, products (a client's own), author. */
async function checkFields(ctx: TCatalogContext, actor: TSignedInActor, input: TCheckedFields) {
  const problems: TFieldProblem[] = [];
  if (input.category_id !== undefined && !(await isCatalogCategory(ctx.tenant, input.category_id))) {
    problems.push({ field: 'category_id', key: 'catalog_category_invalid' });
  }
  const authorId = input.author_id;
  if (authorId !== undefined && authorId !== actor.userId && !(await userExists(ctx.tenant, authorId))) {
    problems.push({ field: 'author_id', key: 'catalog_author_invalid' });
  }
  if (input.products && input.products.length > 0) {
    // Content staff may gather any product of the licence; a client only their own.
    const ownerOnly = can(actor, 'catalogs.manageAny') ? null : actor.userId;
    const found = new Set(await findAddableProductIds(ctx.tenant, input.products, ownerOnly));
    const missing = input.products.filter((productId) => !found.has(productId));
    if (missing.length > 0) {
      problems.push({ field: 'products', key: 'catalog_products_invalid', params: { ids: missing.join(', ') } });
    }
  }
  return problems;
}

async function storeImage(
  ctx: TCatalogContext,
  actor: TSignedInActor,
  input: TCatalogImage & { stock_image?: string },
): Promise<string | undefined> {
  const stored = await storeImageInput(
    { deps: ctx.deps, licenceId: ctx.tenant.licenceId, userId: actor.userId, db: ctx.tenant },
    { file: input.image, stockLocation: input.stock_image },
    'image',
    'content',
  );
  return stored?.url;
}

const unique = (ids: number[]) => [...new Set(ids)];
