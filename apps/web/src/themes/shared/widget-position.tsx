/**
 * One of a page's three widget positions in the classic look (the showcase theme uses it too): list widgets with their
 * items, a contact form in the widget's frame, and a card-shaped placeholder while they load. What shows in which state
 * (decision 0037, SPEC §8) is decided once in shared/widget-position-states.
 */
import { Card, Skeleton } from '@mantine/core';
import { ListWidget } from './list-widget';
import { ContactFormColumn, WidgetFrame } from './widget-frame';
import type { TWidgetPositionProps } from './widget-position-states';
import { WidgetItemsPlaceholder, WidgetPositionStates } from './widget-position-states';

export function WidgetPosition(props: TWidgetPositionProps) {
  return (
    <WidgetPositionStates
      {...props}
      placeholder={
        <Card withBorder padding="md" radius="md" aria-hidden="true">
          <Skeleton h={22} w="40%" mb="md" />
          <WidgetItemsPlaceholder />
        </Card>
      }
      gap="lg"
      renderWidget={(widget, contactForm) =>
        widget.is_contact_form ? (
          <WidgetFrame widget={widget}>
            <ContactFormColumn>{contactForm(widget)}</ContactFormColumn>
          </WidgetFrame>
        ) : (
          <ListWidget widget={widget} />
        )
      }
    />
  );
}
