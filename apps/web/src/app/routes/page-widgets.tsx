/**
 * Glue between a page's widget query and the theme's widget props: positions one to three, the failure (SPEC §8) and
 * each contact-form widget's form, with its service fixed, made by the contact feature.
 */
import type { TPageWidget } from '@izlog/contract/widgets';
import { type TWidgetPage, usePageWidgets } from '@/features/widgets/api/get-page-widgets';
import { type THiddenWidget, widgetsByPosition } from '@/features/widgets/utils/widgets-by-position';
import { i18n } from '@/lib/i18n';
import type { TPageWidgetsState } from '@/themes/layout-props';
import { useSiteLicence } from '../use-site-licence';
import { LazyContactForm } from './lazy-contact-form';

type TPageWidgetsOptions = {
  /** A widget the page shows elsewhere (the home page's lead block). */
  hiddenWidget?: THiddenWidget;
  /** Asked again with the widgets after a failure (the home page's lead block). */
  onRetry?: () => void;
};

/** `page` undefined while the page does not know its own content yet. */
export function usePageWidgetsState(
  page: TWidgetPage | undefined,
  { hiddenWidget, onRetry }: TPageWidgetsOptions = {},
): TPageWidgetsState {
  const licence = useSiteLicence();
  const query = usePageWidgets(page);
  const contactForm = (widget: TPageWidget) =>
    widget.contact_service && (
      <LazyContactForm
        services={[widget.contact_service]}
        isCaptchaEnabled={licence.captcha_enabled}
        formKey={`widget-${widget.widget_id}`}
      />
    );
  return {
    positions: query.data ? widgetsByPosition(query.data, hiddenWidget) : null,
    // A list that loaded once stays on screen when a later refresh fails.
    error:
      query.isError && !query.data
        ? {
            message: query.error.message || i18n.t('common.somethingWentWrong'),
            onRetry: () => {
              void query.refetch();
              onRetry?.();
            },
          }
        : null,
    contactForm,
  };
}
