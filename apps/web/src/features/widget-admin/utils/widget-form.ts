/**
 * The values of the widget wizard, which step holds which field, and the multipart body they become. The values keep
 * the wire's field names, so the contract's ZWidgetWriteRequest checks them as they stand and a 422 names their paths.
 */
import type { TContentTypeId } from '@izlog/contract/constants';
import {
  type TWidgetCriterion,
  type TWidgetPosition,
  type TWidgetSettings,
  WIDGET_CONTENT_TYPES,
  WIDGET_ITEMS_PER_ROW,
  WIDGET_LIMIT,
} from '@izlog/contract/widgets';
import { appendImageValue, type TImageValue } from '@/components/media/image-value';
import { toFormData } from '@/lib/form-data';
import type { TWidgetPage } from '@/lib/modal-store';
import { pageFieldsOf } from './widget-page';

export type TWidgetFormValues = {
  page_name: string;
  page_content_id: string;
  page_category_id: string;
  /** '1' to '3': the position. */
  column_number: string;
  widget_title: string;
  widget_description: string;
  is_contact_form: boolean;
  contact_service_id: string;
  /** '' is "no content type" (then tags decide). */
  content_type_id: string;
  /** '' is "every category of the type". */
  category_id: string;
  is_tag_related: boolean;
  /** Tag ids as the tag choice holds them. */
  selected_tags: string[];
  /** The names of the chosen tags by id, to show them (not sent). */
  tag_names: Record<string, string>;
  criteria: TWidgetCriterion;
  limit: number;
  layout: number;
  image: TImageValue | null;
  /** On edit: drop the stored cover. */
  remove_image: boolean;
};

/** The five steps of the wizard (SPEC §2 "Widget wizard") and the fields each one checks before the next. */
export const WIDGET_WIZARD_STEPS = [
  { key: 'type', fields: ['is_contact_form'] },
  {
    key: 'content',
    fields: ['contact_service_id', 'content_type_id', 'category_id', 'is_tag_related', 'selected_tags'],
  },
  { key: 'criteria', fields: ['criteria'] },
  { key: 'layout', fields: ['limit', 'layout', 'column_number'] },
  { key: 'cover', fields: ['image', 'stock_image', 'remove_image', 'widget_title', 'widget_description'] },
] as const;

/** The step that shows a field path; the last step for anything else (its message is a notice too). */
export function stepOfWidgetField(path: string): number {
  const root = path.split('.')[0] ?? '';
  const index = WIDGET_WIZARD_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(root));
  return index < 0 ? WIDGET_WIZARD_STEPS.length - 1 : index;
}

export function emptyWidgetForm(page: TWidgetPage, column: TWidgetPosition): TWidgetFormValues {
  return {
    ...pageFieldsOf(page),
    column_number: String(column),
    widget_title: '',
    widget_description: '',
    is_contact_form: false,
    contact_service_id: '',
    content_type_id: '',
    category_id: '',
    is_tag_related: false,
    selected_tags: [],
    tag_names: {},
    criteria: 'newest',
    limit: WIDGET_LIMIT.default,
    layout: WIDGET_ITEMS_PER_ROW.default,
    image: null,
    remove_image: false,
  };
}

const idText = (id: number | null) => (id === null ? '' : String(id));

export function settingsToForm(settings: TWidgetSettings): TWidgetFormValues {
  return {
    page_name: settings.page_name,
    page_content_id: idText(settings.page_content_id),
    page_category_id: idText(settings.page_category_id),
    column_number: String(settings.column_number),
    widget_title: settings.widget_title,
    widget_description: settings.widget_description ?? '',
    is_contact_form: settings.is_contact_form,
    contact_service_id: idText(settings.contact_service_id),
    content_type_id: idText(settings.content_type_id),
    category_id: idText(settings.category_id),
    is_tag_related: settings.is_tag_related,
    selected_tags: settings.selected_tags.map((tag) => String(tag.id)),
    tag_names: Object.fromEntries(settings.selected_tags.map((tag) => [String(tag.id), tag.name])),
    criteria: settings.criteria,
    limit: settings.limit,
    layout: settings.layout,
    image: settings.image ? { kind: 'existing', url: settings.image } : null,
    remove_image: false,
  };
}

/**
 * The body of add-widget-to-page, or of update-page-widget when `original` is given (with its version, so a widget
 * changed meanwhile is a 409). A contact form sends its service and no content choice; a list sends no service. The
 * switches always go, "false" too, so an update can turn one off; the tags go comma-joined (SPEC §5). An update keeps
 * what it is not sent (decision 0050), so on edit a field the admin emptied (the tags too) is sent empty to clear it.
 */
export function buildWidgetPayload(values: TWidgetFormValues, original?: TWidgetSettings): FormData {
  const isList = !values.is_contact_form;
  const fields = {
    page_name: values.page_name,
    page_content_id: values.page_content_id,
    page_category_id: values.page_category_id,
    column_number: values.column_number,
    widget_title: values.widget_title.trim(),
    widget_description: values.widget_description.trim(),
    is_contact_form: values.is_contact_form,
    contact_service_id: isList ? undefined : values.contact_service_id,
    content_type_id: isList ? values.content_type_id : undefined,
    category_id: isList && values.content_type_id ? values.category_id : undefined,
    is_tag_related: isList && values.is_tag_related,
    selected_tags: isList ? values.selected_tags.join(',') : undefined,
    criteria: values.criteria,
    limit: values.limit,
    layout: values.layout,
    remove_image: original && values.remove_image && values.image?.kind === 'existing' ? true : undefined,
    update_validity_check: original?.version,
  };
  const body = toFormData(fields, { emptyClears: original !== undefined });
  appendImageValue(body, values.image);
  return body;
}

/** The form's content type as an id a list widget may show; undefined for none (or anything else). */
export const widgetContentTypeOf = (value: string): TContentTypeId | undefined =>
  (WIDGET_CONTENT_TYPES as readonly number[]).includes(Number(value)) ? (Number(value) as TContentTypeId) : undefined;
