/**
 * What a widget card says about a widget: its kind, what it shows (a content type and category, tags, the page's
 * related contents, or the contact service it sends to) and, for a list, its order and size. The category's name
 * comes from the categories of its type (one cached list per type for all the cards).
 */
import { CONTENT_TYPE_NAMES } from '@izlog/contract/categories';
import type { TContentTypeId } from '@izlog/contract/constants';
import type { TWidgetSettings } from '@izlog/contract/widgets';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getLanguage } from '@/lib/i18n';
import { typeCategoriesQueryOptions } from '../api/get-type-categories';

type TSummarized = Pick<
  TWidgetSettings,
  | 'is_contact_form'
  | 'content_type_id'
  | 'category_id'
  | 'is_tag_related'
  | 'selected_tags'
  | 'criteria'
  | 'limit'
  | 'layout'
> & { contact_service?: { service_name: string } | null };

const isContentType = (id: number | null): id is TContentTypeId => id !== null && id in CONTENT_TYPE_NAMES;

export function useWidgetSummary(widget: TSummarized) {
  const { t } = useTranslation();
  const typeId = isContentType(widget.content_type_id) ? widget.content_type_id : undefined;
  const categories = useQuery({
    ...typeCategoriesQueryOptions(typeId ?? 1),
    enabled: typeId !== undefined && widget.category_id !== null && !widget.is_contact_form,
  });

  if (widget.is_contact_form) {
    return {
      kind: t('widgetAdmin.kinds.contact'),
      shows: t('widgetAdmin.summary.contact', { service: widget.contact_service?.service_name ?? '—' }),
      order: null,
    };
  }
  const category = categories.data?.find((item) => item.id === widget.category_id);
  const parts = [
    typeId ? CONTENT_TYPE_NAMES[typeId][getLanguage()] : null,
    category?.name ?? null,
    widget.selected_tags.length > 0
      ? t('widgetAdmin.summary.tags', { tags: widget.selected_tags.map((tag) => tag.name).join(', ') })
      : null,
    widget.is_tag_related ? t('widgetAdmin.summary.related') : null,
  ].filter((part): part is string => part !== null);
  return {
    kind: t('widgetAdmin.kinds.list'),
    shows: parts.join(' · '),
    order: t('widgetAdmin.summary.order', {
      criterion: t(`widgetAdmin.criteria.${widget.criteria}`),
      items: widget.limit,
      perRow: widget.layout,
    }),
  };
}
