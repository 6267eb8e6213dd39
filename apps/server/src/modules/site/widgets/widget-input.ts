/**
 * What a widget form names must belong to the licence (the schema checked its shape and SPEC §5's rule): the page a
 * number names, the category, the contact service and the selected tags. Every problem is one 422 entry naming its
 * field; nothing is written before the input is known to be good.
 */
import { MAX_ROW_ID } from '@izlog/contract/validation';
import { HOME_PAGE_NAME, type TWidgetWriteRequest } from '@izlog/contract/widgets';
import { FieldValidationError, type TFieldProblem } from '../../../platform/http/errors';
import type { TenantDb } from '../../../platform/tenancy/tenant-db';
import {
  contactServicesByIds,
  findCategoryRow,
  findContentTypeOf,
  knownTagIds,
  type TPageTarget,
  type TWidgetValues,
} from './widgets.queries';

/** Which page a widget is on: "home", or a number that is a content's or a category's page. */
export type TWidgetPage = { pageName: string; pageContentId: number | null; pageCategoryId: number | null };

/** The widget's own settings as stored (its page and place are the caller's). */
export type TWidgetSettingsValues = Pick<
  TWidgetValues,
  | 'title'
  | 'description'
  | 'isContactForm'
  | 'contactServiceId'
  | 'contentTypeId'
  | 'categoryId'
  | 'isTagRelated'
  | 'criteria'
  | 'itemLimit'
  | 'itemsPerRow'
>;

export type TCheckedWidget = { page: TWidgetPage; settings: TWidgetSettingsValues; tagIds: number[] };

/** The page's widgets are those of its number and kind: a content's page and a category's page may share a number. */
export const targetOf = (page: Pick<TWidgetPage, 'pageContentId' | 'pageCategoryId'>): TPageTarget => ({
  contentId: page.pageContentId ?? undefined,
  categoryId: page.pageCategoryId ?? undefined,
});

async function resolvePage(tdb: TenantDb, input: TWidgetWriteRequest, problems: TFieldProblem[]) {
  const none: TWidgetPage = { pageName: input.page_name, pageContentId: null, pageCategoryId: null };
  if (input.page_name === HOME_PAGE_NAME) return none;
  const id = Number(input.page_name);
  const params = { id };
  for (const [field, value] of [
    ['page_content_id', input.page_content_id],
    ['page_category_id', input.page_category_id],
  ] as const) {
    if (value !== undefined && value !== id) problems.push({ field, key: 'widget_page_target_mismatch', params });
  }
  if (input.page_content_id !== undefined && input.page_category_id !== undefined) {
    problems.push({ field: 'page_name', key: 'widget_page_ambiguous', params });
  }
  if (problems.length > 0) return none;
  // A number past the ids' range names no row (and would not fit the query).
  if (id > MAX_ROW_ID) {
    problems.push({ field: 'page_name', key: 'widget_page_unknown', params });
    return none;
  }
  const saysContent = input.page_content_id !== undefined;
  const saysCategory = input.page_category_id !== undefined;
  const [content, category] = await Promise.all([
    saysCategory ? undefined : findContentTypeOf(tdb, id),
    saysContent ? undefined : findCategoryRow(tdb, id),
  ]);
  if (saysContent && !content) problems.push({ field: 'page_content_id', key: 'widget_page_content_unknown', params });
  if (saysCategory && !category)
    problems.push({ field: 'page_category_id', key: 'widget_page_category_unknown', params });
  if (saysContent || saysCategory) {
    return { ...none, pageContentId: content ? id : null, pageCategoryId: category ? id : null };
  }
  if (content && category) problems.push({ field: 'page_name', key: 'widget_page_ambiguous', params });
  else if (!content && !category) problems.push({ field: 'page_name', key: 'widget_page_unknown', params });
  return { ...none, pageContentId: content ? id : null, pageCategoryId: category ? id : null };
}

async function checkCategory(tdb: TenantDb, input: TWidgetWriteRequest, problems: TFieldProblem[]) {
  if (input.category_id === undefined) return;
  const params = { id: input.category_id };
  const category = await findCategoryRow(tdb, input.category_id);
  if (category?.status !== 'active') {
    problems.push({ field: 'category_id', key: 'category_unknown', params });
  } else if (input.content_type_id !== undefined && category.contentTypeId !== input.content_type_id) {
    problems.push({ field: 'category_id', key: 'category_other_type', params });
  }
}

async function checkTags(tdb: TenantDb, tagIds: number[], problems: TFieldProblem[]) {
  const known = await knownTagIds(tdb, tagIds);
  const unknown = tagIds.filter((id) => !known.has(id));
  if (unknown.length > 0)
    problems.push({ field: 'selected_tags', key: 'widget_tags_unknown', params: { ids: unknown.join(', ') } });
}

export async function checkWidgetInput(tdb: TenantDb, input: TWidgetWriteRequest): Promise<TCheckedWidget> {
  const problems: TFieldProblem[] = [];
  const page = await resolvePage(tdb, input, problems);
  const isContactForm = input.is_contact_form === true;
  const tagIds = isContactForm ? [] : [...new Set(input.selected_tags ?? [])];
  const isTagRelated = !isContactForm && input.is_tag_related === true;
  if (isContactForm) {
    const [service] = await contactServicesByIds(tdb, [input.contact_service_id!]);
    if (!service) problems.push({ field: 'contact_service_id', key: 'widget_contact_service_unknown' });
  } else {
    await checkCategory(tdb, input, problems);
    await checkTags(tdb, tagIds, problems);
    // Tags shared with the page's content need a content page; elsewhere the widget could never show anything.
    if (isTagRelated && page.pageContentId === null && !problems.some((p) => p.field.startsWith('page_'))) {
      problems.push({ field: 'is_tag_related', key: 'widget_tag_related_content_page' });
    }
  }
  if (problems.length > 0) throw new FieldValidationError(problems);
  return {
    page,
    tagIds,
    settings: {
      title: input.widget_title,
      description: input.widget_description ?? null,
      isContactForm,
      // A contact form shows its service; a list its contents: the other side's fields are not kept.
      contactServiceId: isContactForm ? input.contact_service_id! : null,
      contentTypeId: isContactForm ? null : (input.content_type_id ?? null),
      categoryId: isContactForm ? null : (input.category_id ?? null),
      isTagRelated,
      criteria: input.criteria,
      itemLimit: input.limit,
      itemsPerRow: input.layout,
    },
  };
}
