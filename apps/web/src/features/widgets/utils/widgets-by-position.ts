/**
 * A page's widgets as the theme places them: positions one, two and three, each in its order. A contact form whose
 * service was deleted is left out (nobody would get the message), and so is a widget shown elsewhere on the page (the
 * home page's lead block shows the first of position one).
 */

import { WIDGET_POSITIONS } from '@izlog/contract/widget-positions';
import type { TPageWidget, TPageWidgets } from '@izlog/contract/widgets';

type TWidgetsByPosition = [TPageWidget[], TPageWidget[], TPageWidget[]];

/** A widget shown elsewhere: by its id, or position one's first while the lead block that shows it loads. */
export type THiddenWidget = { widgetId: number } | 'first-of-position-one' | undefined;

export function widgetsByPosition(page: TPageWidgets, hidden: THiddenWidget = undefined): TWidgetsByPosition {
  const [one = [], two = [], three = []] = WIDGET_POSITIONS.map((position) => {
    const inOrder = [...(page.positions.find((entry) => entry.column_number === position)?.widgets ?? [])].sort(
      (a, b) => a.position - b.position,
    );
    const shown = hidden === 'first-of-position-one' && position === 1 ? inOrder.slice(1) : inOrder;
    return shown.filter(
      (widget) =>
        !(typeof hidden === 'object' && widget.widget_id === hidden.widgetId) &&
        (!widget.is_contact_form || widget.contact_service !== null),
    );
  });
  return [one, two, three];
}
