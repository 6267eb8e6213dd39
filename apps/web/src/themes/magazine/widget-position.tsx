/**
 * One of a page's three widget positions in the magazine theme: each widget framed, its items as stories (ranked for
 * "most read", narrow rows in the front page's side column), and an unboxed placeholder while they load. What shows in
 * which state (decision 0037, SPEC §8) is decided once in shared/widget-position-states.
 */
import { Box, Skeleton } from '@mantine/core';
import type { TWidgetPositionProps } from '../shared/widget-position-states';
import { WidgetItemsPlaceholder, WidgetPositionStates } from '../shared/widget-position-states';
import { ContactFormColumn, WidgetFrame } from './widget-frame';
import { WidgetStories } from './widget-stories';

type TMagazineWidgetPositionProps = TWidgetPositionProps & {
  /** In the front page's side column: the widgets' lists as narrow rows. */
  isInRail?: boolean;
};

export function WidgetPosition({ isInRail = false, ...props }: TMagazineWidgetPositionProps) {
  return (
    <WidgetPositionStates
      {...props}
      placeholder={
        <Box aria-hidden="true">
          <Skeleton h={18} w="30%" mb="md" />
          <WidgetItemsPlaceholder />
        </Box>
      }
      gap="xl"
      renderWidget={(widget, contactForm) => (
        <WidgetFrame widget={widget}>
          {widget.is_contact_form ? (
            <ContactFormColumn>{contactForm(widget)}</ContactFormColumn>
          ) : (
            <WidgetStories
              items={widget.items}
              perRow={widget.layout}
              label={widget.widget_title}
              isRanked={widget.criteria === 'most_read'}
              isInRail={isInRail}
            />
          )}
        </WidgetFrame>
      )}
    />
  );
}
