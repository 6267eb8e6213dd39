/**
 * Widgets (SPEC §3 "Widget", §5 widget rule, §7 "Widgets and contact", §9 widget criteria): a contact form or a list
 * of contents placed on a page in one of three positions. `page_name` names the page: "home", or a number — a content
 * id on a single-content page, a category id on a category list (told apart by page_content_id / page_category_id).
 * The validity checks are decision 0034: `update_validity_check` is the page layout's version as the admin last saw
 * it, `delete_validity_check` the widget's own version; a stale one is a 409 and nothing changes.
 */
import { z } from 'zod';
import { CONTENT_TYPE } from './constants';
import { ZContentListItem } from './contents';
import { ZPageQuery } from './pagination';
import { MAX_ROW_ID, optional, zCheckbox, zId } from './validation';
import { HOME_PAGE_NAME } from './widget-positions';

/** A validity check: a version number (int4, as stored), so a huge one is a 422, never a database error. */
const zVersion = z.coerce.number().int().min(0).max(MAX_ROW_ID);

// Positions and the home page's name live without zod, for the visitor's pages; the schemas below read them too.
export { HOME_PAGE_NAME, type TWidgetPosition, WIDGET_POSITIONS } from './widget-positions';

/** SPEC §9: newest, most read, random. */
export const WIDGET_CRITERIA = ['newest', 'most_read', 'random'] as const;
export type TWidgetCriterion = (typeof WIDGET_CRITERIA)[number];

/** The sliders of the wizard's layout step (SPEC §9 gives no values: decision 0034). */
export const WIDGET_LIMIT = { min: 1, max: 24, default: 6 } as const;
export const WIDGET_ITEMS_PER_ROW = { min: 1, max: 6, default: 3 } as const;
/** How many widgets one position of one page holds. */
export const WIDGETS_PER_POSITION = 6;
export const WIDGET_TITLE_MAX = 120;
export const WIDGET_DESCRIPTION_MAX = 1000;
export const WIDGET_SELECTED_TAGS_MAX = 20;

export const zPageName = z
  .string()
  .trim()
  .regex(/^(home|[1-9][0-9]{0,9})$/, { error: 'widget_page_invalid' });

/** Content types a list widget can show: every type but static pages. */
export const WIDGET_CONTENT_TYPES = [CONTENT_TYPE.blog, CONTENT_TYPE.article, CONTENT_TYPE.product] as const;

const zIdList = z.preprocess((value) => {
  if (value === undefined || value === null || value === '') return undefined;
  if (Array.isArray(value)) return value;
  return String(value)
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}, z.array(zId).max(WIDGET_SELECTED_TAGS_MAX).optional());

/**
 * POST /content-widgets/add-widget-to-page and update-page-widget/{id} (multipart: a cover `image` file may come
 * with it). SPEC §5: a name, and either a content type or tags — unless the widget is a contact form, which names its
 * contact service instead.
 */
export const ZWidgetWriteRequest = z
  .object({
    page_name: zPageName,
    /** Set when page_name is a single content's id. */
    page_content_id: optional(zId),
    /** Set when page_name is a category list's id. */
    page_category_id: optional(zId),
    column_number: z.coerce.number().int().min(1).max(3),
    widget_title: z.string().trim().min(2).max(WIDGET_TITLE_MAX),
    widget_description: optional(z.string().trim().max(WIDGET_DESCRIPTION_MAX)),
    is_contact_form: zCheckbox,
    contact_service_id: optional(zId),
    content_type_id: optional(z.coerce.number().int().min(1).max(4)),
    category_id: optional(zId),
    is_tag_related: zCheckbox,
    selected_tags: zIdList,
    criteria: z.enum(WIDGET_CRITERIA).default('newest'),
    limit: z.coerce.number().int().min(WIDGET_LIMIT.min).max(WIDGET_LIMIT.max).default(WIDGET_LIMIT.default),
    layout: z.coerce
      .number()
      .int()
      .min(WIDGET_ITEMS_PER_ROW.min)
      .max(WIDGET_ITEMS_PER_ROW.max)
      .default(WIDGET_ITEMS_PER_ROW.default),
    /** A stock photo's download location, when the cover is not uploaded as a file. */
    stock_image: optional(z.string().max(2000)),
    /** On update: true removes the cover. */
    remove_image: zCheckbox,
    /** On update: the widget's version as the admin opened it (decision 0034); a stale one is a 409. */
    update_validity_check: optional(zVersion),
  })
  .superRefine((widget, ctx) => {
    if (widget.is_contact_form) {
      if (!widget.contact_service_id) {
        ctx.addIssue({ code: 'custom', path: ['contact_service_id'], message: 'widget_contact_service_required' });
      }
      return;
    }
    const hasTags = widget.is_tag_related || (widget.selected_tags?.length ?? 0) > 0;
    if (!widget.content_type_id && !hasTags) {
      ctx.addIssue({ code: 'custom', path: ['content_type_id'], message: 'widget_content_type_or_tags' });
    }
    if (widget.content_type_id === CONTENT_TYPE.staticPage) {
      ctx.addIssue({ code: 'custom', path: ['content_type_id'], message: 'widget_content_type_invalid' });
    }
  });
export type TWidgetWriteRequest = z.infer<typeof ZWidgetWriteRequest>;

/** POST /content-widgets/change-widget-position: move a widget to a position (column) and a place in it. */
export const ZChangeWidgetPositionRequest = z.object({
  widget_id: zId,
  /** The position (one to three) the widget goes to. */
  column_number: z.coerce.number().int().min(1).max(3),
  /** Its place in that position, from 1 (top); past the end puts it last. */
  new_position: z.coerce.number().int().min(1).max(100),
  /** The page layout's version the admin saw (get-page-widgets' `validity_check`). */
  update_validity_check: zVersion,
  /** The moved widget's version the admin saw. */
  delete_validity_check: zVersion,
});
export type TChangeWidgetPositionRequest = z.infer<typeof ZChangeWidgetPositionRequest>;

/** POST /content-widgets/delete-page-widget/{id}. */
export const ZDeleteWidgetRequest = z.object({
  /** The widget's version the admin saw: a widget changed since is not deleted unseen (409). */
  delete_validity_check: zVersion,
});
export type TDeleteWidgetRequest = z.infer<typeof ZDeleteWidgetRequest>;

/**
 * GET /content-widgets/get-page-widgets. A content and a category may share a number: page_content_id or
 * page_category_id (equal to page_name) keeps the widgets of that one page; without either, every widget placed
 * under the number is listed.
 */
export const ZPageWidgetsQuery = z.object({
  page_name: zPageName.default(HOME_PAGE_NAME),
  page_content_id: optional(zId),
  page_category_id: optional(zId),
});
export type TPageWidgetsQuery = z.infer<typeof ZPageWidgetsQuery>;

/** GET /content-widgets/get-widgets: the back office's list of every widget of the site. */
export const ZWidgetsQuery = ZPageQuery.extend({
  'filter[page_name]': optional(zPageName),
});
export type TWidgetsQuery = z.infer<typeof ZWidgetsQuery>;

/** A widget's settings as stored (get-widget-settings, the wizard's edit). */
export const ZWidgetSettings = z.object({
  widget_id: z.number(),
  page_name: z.string(),
  page_content_id: z.number().nullable(),
  page_category_id: z.number().nullable(),
  column_number: z.number(),
  /** Its place in the position, from 1. */
  position: z.number(),
  widget_title: z.string(),
  widget_description: z.string().nullable(),
  is_contact_form: z.boolean(),
  contact_service_id: z.number().nullable(),
  content_type_id: z.number().nullable(),
  category_id: z.number().nullable(),
  is_tag_related: z.boolean(),
  selected_tags: z.array(z.object({ id: z.number(), name: z.string() })),
  criteria: z.enum(WIDGET_CRITERIA),
  limit: z.number(),
  layout: z.number(),
  image: z.string().nullable(),
  image_sizes: z.record(z.string(), z.string()),
  stock_image: z.string().nullable(),
  /** The widget's version: send it back as delete_validity_check / update_validity_check. */
  version: z.number(),
  updated_at: z.string(),
});
export type TWidgetSettings = z.infer<typeof ZWidgetSettings>;

/** A contact form widget's service, without its address (visitors never see where the mail goes). */
export const ZWidgetContactService = z.object({ id: z.number(), service_name: z.string(), description: z.string() });

/** A widget as a page shows it: its settings and what it shows (items for a list, the service for a form). */
export const ZPageWidget = ZWidgetSettings.extend({
  items: z.array(ZContentListItem),
  contact_service: ZWidgetContactService.nullable(),
});
export type TPageWidget = z.infer<typeof ZPageWidget>;

/** GET /content-widgets/get-page-widgets: a page's widgets by position, and the layout's version. */
export const ZPageWidgets = z.object({
  page_name: z.string(),
  /** The layout's version: send it as update_validity_check when moving a widget. */
  validity_check: z.number(),
  positions: z.array(z.object({ column_number: z.number(), widgets: z.array(ZPageWidget) })),
});
export type TPageWidgets = z.infer<typeof ZPageWidgets>;

/** GET /content-widgets/get-home-page-position-one: the home page's lead block (the first widget of position one, or the newest content). */
export const ZHomePagePositionOne = z.object({
  /** Where it comes from: the widget of position one, or the site's newest content when there is none. */
  source: z.enum(['widget', 'newest']),
  widget: ZPageWidget.nullable(),
  items: z.array(ZContentListItem),
});
export type THomePagePositionOne = z.infer<typeof ZHomePagePositionOne>;

/** One position of a page's layout as the back office edits it: its widgets' settings in order. */
export const ZWidgetLayoutPosition = z.object({ column_number: z.number(), widgets: z.array(ZWidgetSettings) });
export type TWidgetLayoutPosition = z.infer<typeof ZWidgetLayoutPosition>;

/**
 * What every widget write answers (add, update, change-widget-position, delete): a message for the notice, the widget
 * as it is now (null once deleted), and its page's layout with the new `validity_check`, so the modal goes on without
 * asking for the page again.
 */
export const ZWidgetWriteResponse = z.object({
  message: z.string(),
  widget: ZWidgetSettings.nullable(),
  page_name: z.string(),
  validity_check: z.number(),
  positions: z.array(ZWidgetLayoutPosition),
});
export type TWidgetWriteResponse = z.infer<typeof ZWidgetWriteResponse>;
