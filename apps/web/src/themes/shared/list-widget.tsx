/** A content list widget: its frame and its items, or "No content for the given criterion." (SPEC §8) when none. */
import { formatMessage } from '@izlog/contract/messages';
import type { TPageWidget } from '@izlog/contract/widgets';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getLanguage } from '@/lib/i18n';
import { WidgetFrame } from './widget-frame';
import { WidgetItems } from './widget-items';

export function ListWidget({ widget }: { widget: TPageWidget }) {
  // Subscribes to the language, so the message below follows the switch.
  useTranslation();
  return (
    <WidgetFrame widget={widget}>
      {widget.items.length > 0 ? (
        <WidgetItems items={widget.items} perRow={widget.layout} label={widget.widget_title} />
      ) : (
        <Text c="dimmed" ta="center" py="md">
          {formatMessage('widget_no_content', getLanguage())}
        </Text>
      )}
    </WidgetFrame>
  );
}
