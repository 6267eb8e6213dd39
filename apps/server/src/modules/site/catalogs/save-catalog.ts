/**
 * Creating and updating a catalog (user-, admin- and draft variants): SPEC §5 rules first, then the picture, then one
 * transaction. Every rule is checked before anything is stored, so bad input changes nothing. A client's edit of an
 * approved catalog waits as a pending revision while the approved catalog stays public (decision 0011).
 */
import type { TAdminCreateCatalogRequest, TAdminUpdateCatalogRequest, TCatalog } from '@izlog/contract/catalogs';
import { retryOnUniqueRace } from '../../../platform/db/unique-violation';
import { AppError, FieldValidationError, notFound, type TFieldProblem } from '../../../platform/http/errors';
import type { TUploadedFile } from '../../../platform/http/form-body';
import { isSent } from '../../../platform/http/partial-update';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { imagePayerOf } from '../../../platform/images/pixel-budget';
import { authorizeOwnOr, ownerScope } from '../../../platform/permissions/ownership';
import { requireSignedIn, type TSignedInActor } from '../../../platform/permissions/policy';
import type { TenantDb } from '../../../platform/tenancy/tenant-db';
import { sanitizeRichText } from '../../../platform/text/sanitize';
import { uniqueSlug } from '../../../platform/text/slug';
import { storeImageInput } from '../media/image-input';
import { recordHistory, saveAction } from '../publishing/history';
import { catalogRef, findPendingRevision } from '../publishing/revisions';
import { editWaitsAsRevision, nextStatus, type TStatusEvent, workingStatus } from '../publishing/status-machine';
import { submitRevision } from '../publishing/submit-revision';
import { presentCatalog } from './catalog.presenter';
import { catalogViewer } from './catalog-access';
import type { TCatalogState } from './catalog-state';
import { applyCatalogState, captureCatalogState } from './catalog-state.queries';
import {
  findAddableProductIds,
  findCatalog,
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
  scope: TRequestScope,
  input: TAdminCreateCatalogRequest & TCatalogImage,
  how: TSaveHow,
): Promise<TCatalog> {
  const actor = requireSignedIn(scope.actor);
  const status = nextStatus('new', how.event, actor.role);
  const authorId = input.author_id ?? actor.userId;
  const productIds = unique(input.products ?? []);
  const problems = await checkFields(scope, actor, { ...input, products: productIds });
  if (!input.image && !input.stock_image) problems.push({ field: 'image', key: 'field_required' });
  if (problems.length > 0) throw new FieldValidationError(problems);

  const image = await storeImage(scope, actor, input);
  const row = await retryOnUniqueRace(() =>
    scope.tenant.transaction(async (tx) => {
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
  return present(scope, row);
}

/** A field the update does not send keeps its value; the description sent empty is emptied (decision 0050). */
export async function updateCatalogFields(
  scope: TRequestScope,
  id: number,
  input: Partial<TAdminUpdateCatalogRequest> & TCatalogImage,
  how: TSaveHow,
): Promise<TCatalog> {
  const actor = requireSignedIn(scope.actor);
  const current = await findOwnedCatalog(scope, actor, id);
  const pending = await findPendingRevision(scope.tenant, catalogRef(id));
  const from = workingStatus(current.status, pending?.status);
  const status = nextStatus(from, how.event, actor.role);
  const asRevision = editWaitsAsRevision(current.status, status);
  // Staff publish directly; over an author's waiting edit that would silently drop it, so it is decided first.
  if (pending && !asRevision) throw new AppError(409, 'revision_pending');
  const pendingState = pending?.snapshot as TCatalogState | undefined;
  const base = pendingState ? { ...current, ...pendingState.values } : current;
  const authorId = input.author_id ?? base.authorId;
  const productIds = input.products === undefined ? undefined : unique(input.products);
  const problems = await checkFields(scope, actor, { ...input, products: productIds });
  if (problems.length > 0) throw new FieldValidationError(problems);

  const image = await storeImage(scope, actor, input);
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
    if (isSent(input, 'description')) values.description = sanitizeRichText(input.description);
    if (image) values.image = image;
    const updated = await updateCatalog(tx, id, values);
    if (productIds !== undefined) await replaceCatalogProducts(tx, id, productIds);
    return updated;
  };
  const row = await scope.tenant.transaction(async (tx) => {
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
  return present(scope, row);
}

/**
 * The catalog `id` for a change by `actor`: 404 when the actor cannot see it, 403 when it is someone else's and the
 * actor is not content staff (SPEC §6: clients manage their own catalogs).
 */
export async function findOwnedCatalog(scope: TRequestScope, actor: TSignedInActor, id: number): Promise<TCatalogRow> {
  const current = await findVisibleCatalog(scope.tenant, catalogViewer(scope.actor), id);
  if (!current) throw notFound();
  authorizeOwnOr(actor, 'catalogs.manageAny', current);
  return current;
}

/** The catalog `id` as its author or staff see it right after a change. */
export async function presentCatalogById(scope: TRequestScope, id: number): Promise<TCatalog> {
  const row = await findCatalog(scope.tenant, id);
  if (!row) throw notFound();
  return present(scope, row);
}

export async function present(scope: TRequestScope, row: TCatalogRow): Promise<TCatalog> {
  const [record] = await withDetails(scope.tenant, catalogViewer(scope.actor), [row]);
  return presentCatalog(record!);
}

type TCheckedFields = { category_id?: number; author_id?: number; products?: number[] };

/** SPEC §5 rules the schema cannot express: category, products (a client's own), author. */
async function checkFields(scope: TRequestScope, actor: TSignedInActor, input: TCheckedFields) {
  const problems: TFieldProblem[] = [];
  if (input.category_id !== undefined && !(await isCatalogCategory(scope.tenant, input.category_id))) {
    problems.push({ field: 'category_id', key: 'catalog_category_invalid' });
  }
  const authorId = input.author_id;
  if (authorId !== undefined && authorId !== actor.userId && !(await userExists(scope.tenant, authorId))) {
    problems.push({ field: 'author_id', key: 'catalog_author_invalid' });
  }
  if (input.products && input.products.length > 0) {
    // Content staff may gather any product of the licence; a client only their own.
    const ownerOnly = ownerScope(actor, 'catalogs.manageAny');
    const found = new Set(await findAddableProductIds(scope.tenant, input.products, ownerOnly));
    const missing = input.products.filter((productId) => !found.has(productId));
    if (missing.length > 0) {
      problems.push({ field: 'products', key: 'catalog_products_invalid', params: { ids: missing.join(', ') } });
    }
  }
  return problems;
}

async function storeImage(
  scope: TRequestScope,
  actor: TSignedInActor,
  input: TCatalogImage & { stock_image?: string },
): Promise<string | undefined> {
  const stored = await storeImageInput(
    {
      deps: scope.deps,
      licenceId: scope.tenant.licenceId,
      userId: actor.userId,
      payer: imagePayerOf(actor, scope.ip),
      db: scope.tenant,
    },
    { file: input.image, stockLocation: input.stock_image },
    'image',
    'content',
  );
  return stored?.url;
}

const unique = (ids: number[]) => [...new Set(ids)];
