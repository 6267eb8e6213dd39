/**
 * Turns a content form into checked values (SPEC §3, §5): required fields for what is published, the category of
 * the same content type, the author, money in minor units, and ids that must be the author's or the category's.
 * Every problem found is answered at once, as one 422 list; nothing is written before this passes.
 */

import { CONTENT_TYPE, DISCOUNT_TYPE } from '@izlog/contract/constants';
import {
  PUBLISH_NEEDS_CATEGORY_AND_IMAGE,
  priceToMinorUnits,
  type TContentWriteRequest,
  type TProductWriteRequest,
} from '@izlog/contract/contents';
import { FieldValidationError, type TFieldProblem } from '../../../../platform/http/errors';
import type { TUploadedFile } from '../../../../platform/http/form-body';
import type { TRequestScope } from '../../../../platform/http/request-scope';
import { can, type TSignedInActor } from '../../../../platform/permissions/policy';
import { sanitizeRichText } from '../../../../platform/text/sanitize';
import type { TContentRow } from '../content-access';
import { galleryOrderProblems } from '../media/content-media';
import { parseVideoLinks } from '../media/content-videos';
import type { TContentCall } from './content-calls';
import {
  attributeValueIdsOfCategory,
  findActiveUser,
  findCategory,
  locationIdsOfUser,
  usableCatalogIds,
} from './content-input.queries';

type TProductFields = Pick<
  TProductWriteRequest,
  'price' | 'currency_id' | 'discount' | 'discount_type' | 'attribute_values' | 'locations' | 'catalogs'
>;
export type TContentForm = Omit<TContentWriteRequest, 'tags'> &
  Partial<TProductFields> & {
    /** Absent on an update that leaves the tags as they are. */
    tags?: string[];
    image?: TUploadedFile;
    gallery?: TUploadedFile[];
    new_gallery?: TUploadedFile[];
  };

/** An update's body (decision 0050): any field may be left out; tags left out stay as they are. */
export type TContentSent = Partial<TContentForm>;

/** The columns a form sets. */
export type TContentValues = {
  title: string;
  contentText: string | null;
  description: string | null;
  categoryId: number | null;
  authorId: number;
  commentsAllowed: boolean;
  galleryPosition: string | null;
  price: number | null;
  currencyId: number;
  discount: number;
  discountType: number;
};

/** Relation lists: undefined leaves them as they are (updates), a list replaces them. */
export type TContentRelations = { attributeValueIds?: number[]; locationIds?: number[]; catalogIds?: number[] };

export type TCheckedContent = {
  values: TContentValues;
  relations: TContentRelations;
  /** Undefined: the tags stay as they are (an update that did not send them). */
  tagNames: string[] | undefined;
  videoLinks: string[];
};

const PUBLISH_NEEDS_CATEGORY = new Set<number>(PUBLISH_NEEDS_CATEGORY_AND_IMAGE);
const PUBLISH_NEEDS_IMAGE = PUBLISH_NEEDS_CATEGORY;

const missingIds = (ids: number[], found: Set<number>) => ids.filter((id) => !found.has(id));

export async function checkContentForm(
  scope: TRequestScope,
  actor: TSignedInActor,
  call: TContentCall,
  form: TContentForm,
  existing?: TContentRow,
): Promise<TCheckedContent> {
  const problems: TFieldProblem[] = [];
  const isPublishing = call.event === 'publish';
  const isProduct = call.contentTypeId === CONTENT_TYPE.product;
  const mayActForOthers = can(actor, 'contents.editAny');

  let authorId = existing?.authorId ?? actor.userId;
  if (form.author_id !== undefined && mayActForOthers && form.author_id !== authorId) {
    if (await findActiveUser(scope.tenant, form.author_id)) authorId = form.author_id;
    else problems.push({ field: 'author_id', key: 'content_author_invalid' });
  }

  const categoryId = form.category_id ?? null;
  if (categoryId === null) {
    if (isPublishing && PUBLISH_NEEDS_CATEGORY.has(call.contentTypeId)) {
      problems.push({ field: 'category_id', key: 'field_required' });
    }
  } else {
    const category = await findCategory(scope.tenant, categoryId);
    if (!category) problems.push({ field: 'category_id', key: 'category_unknown', params: { id: categoryId } });
    else if (category.contentTypeId !== call.contentTypeId) {
      problems.push({ field: 'category_id', key: 'category_other_type', params: { id: categoryId } });
    } else if (category.status !== 'active') problems.push({ field: 'category_id', key: 'category_deleted' });
  }

  const hasNewImage = Boolean(form.image || form.stock_image);
  if (isPublishing && PUBLISH_NEEDS_IMAGE.has(call.contentTypeId) && !hasNewImage && !existing?.image) {
    problems.push({ field: 'image', key: 'content_image_required' });
  }

  const money = isProduct ? checkMoney(form, problems) : undefined;
  const relations = isProduct
    ? await checkRelations(scope, form, { categoryId, authorId, mayActForOthers, existing }, problems)
    : {};

  problems.push(...galleryOrderProblems(form, existing !== undefined));

  let videoLinks: string[] = [];
  try {
    videoLinks = parseVideoLinks(form.video_gallery ?? []);
  } catch (error) {
    if (!(error instanceof FieldValidationError)) throw error;
    problems.push(...error.problems);
  }

  if (problems.length > 0) throw new FieldValidationError(problems);
  return {
    values: {
      title: form.title,
      contentText: sanitizeRichText(form.content_text ?? null),
      description: form.description ?? null,
      categoryId,
      authorId,
      commentsAllowed: form.comments_allowed,
      galleryPosition: form.gallery_position ?? null,
      price: money?.price ?? null,
      currencyId: money?.currencyId ?? 1,
      discount: money?.discount ?? 0,
      discountType: money?.discountType ?? DISCOUNT_TYPE.none,
    },
    relations,
    tagNames: form.tags,
    videoLinks,
  };
}

/** Price in minor units or null ("on request"); a discount is a whole percentage or an amount not above the price. */
function checkMoney(form: TContentForm, problems: TFieldProblem[]) {
  const price = form.price ? priceToMinorUnits(form.price) : null;
  const discountType = form.discount_type ?? DISCOUNT_TYPE.none;
  const typed = form.discount ?? '0';
  let discount = 0;
  if (discountType === DISCOUNT_TYPE.percent) {
    discount = Number(typed);
    if (!Number.isInteger(discount) || discount > 100)
      problems.push({ field: 'discount', key: 'discount_percent_invalid' });
  } else if (discountType === DISCOUNT_TYPE.amount) {
    discount = priceToMinorUnits(typed);
    if (price !== null && discount > price) problems.push({ field: 'discount', key: 'discount_above_price' });
  }
  return { price, currencyId: form.currency_id ?? 1, discount, discountType };
}

type TRelationScope = {
  categoryId: number | null;
  authorId: number;
  mayActForOthers: boolean;
  existing?: TContentRow;
};

/**
 * Attribute values must belong to the category's attributes, locations to the author's client locations, catalogs
 * to the author (staff may use any catalog of the licence). On update, a list not sent stays — unless the category
 * or the author changed, which drops the values or locations that belonged to the old one.
 */
async function checkRelations(
  scope: TRequestScope,
  form: TContentForm,
  relation: TRelationScope,
  problems: TFieldProblem[],
): Promise<TContentRelations> {
  const { existing } = relation;
  const keep = existing !== undefined;
  const attributeValueIds =
    form.attribute_values ?? (keep && existing.categoryId === relation.categoryId ? undefined : []);
  const locationIds = form.locations ?? (keep && existing.authorId === relation.authorId ? undefined : []);
  const catalogIds = form.catalogs ?? (keep ? undefined : []);

  if (attributeValueIds?.length) {
    const found =
      relation.categoryId === null
        ? new Set<number>()
        : await attributeValueIdsOfCategory(scope.tenant, relation.categoryId, attributeValueIds);
    const missing = missingIds(attributeValueIds, found);
    if (missing.length > 0) {
      problems.push({
        field: 'attribute_values',
        key: 'attribute_values_invalid',
        params: { ids: missing.join(', ') },
      });
    }
  }
  if (locationIds?.length) {
    const found = await locationIdsOfUser(scope.tenant, relation.authorId, locationIds);
    if (missingIds(locationIds, found).length > 0)
      problems.push({ field: 'locations', key: 'product_locations_invalid' });
  }
  if (catalogIds?.length) {
    const found = await usableCatalogIds(scope.tenant, catalogIds, relation.mayActForOthers ? null : relation.authorId);
    const missing = missingIds(catalogIds, found);
    if (missing.length > 0) {
      problems.push({ field: 'catalogs', key: 'catalogs_invalid', params: { ids: missing.join(', ') } });
    }
  }
  return { attributeValueIds, locationIds, catalogIds };
}
