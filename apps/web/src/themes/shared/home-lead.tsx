/**
 * The home page's position-one block decided once for every theme (get-home-page-position-one, decision 0037): failed,
 * still loading, a contact form (none when its service was deleted), the first widget with its lead item and the rest,
 * or, while position one has no widget, the site's newest content under "Featured". Each theme draws only the outcome,
 * with its own parts: the placeholder, the widget's frame, the lead item, the widget's other items, the newest's frame.
 */
import type { TContentListItem } from '@izlog/contract/contents';
import { formatMessage } from '@izlog/contract/messages';
import type { TPageWidget } from '@izlog/contract/widgets';
import { Alert, Button, Group, type MantineSpacing, Stack, Text, type TextProps } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getLanguage } from '@/lib/i18n';
import type { THomeLeadState, TLoadFailure } from '../layout-props';

type THomeLead =
  | { kind: 'failed'; error: TLoadFailure }
  | { kind: 'loading' }
  | { kind: 'nothing' }
  | { kind: 'form'; widget: TPageWidget }
  | { kind: 'widget'; widget: TPageWidget; first: TContentListItem | undefined; rest: TContentListItem[] }
  | { kind: 'newest'; item: TContentListItem };

function resolveHomeLead(state: THomeLeadState): THomeLead {
  if (state.error) return { kind: 'failed', error: state.error };
  if (!state.lead) return { kind: 'loading' };
  const { widget, items } = state.lead;
  if (widget?.is_contact_form) {
    // A form whose service was deleted has nobody to write to (decision 0037).
    return widget.contact_service ? { kind: 'form', widget } : { kind: 'nothing' };
  }
  if (widget) {
    const [first, ...rest] = items;
    return { kind: 'widget', widget, first, rest };
  }
  const [newest] = items;
  return newest ? { kind: 'newest', item: newest } : { kind: 'nothing' };
}

/** What a lead widget with nothing to show says, in the site's language. */
const widgetHasNoContent = () => formatMessage('widget_no_content', getLanguage());

/** The lead's failure with "Try again". */
function LeadFailure({ error }: { error: TLoadFailure }) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" variant="light" title={t('widgets.leadFailed')} role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{error.message}</Text>
        <Button variant="light" color="orange" size="xs" onClick={error.onRetry}>
          {t('common.retry')}
        </Button>
      </Group>
    </Alert>
  );
}

/** The leading item in a theme's look; its heading carries `titleId`, which names the block the newest content leads in. */
export type TLeadItemProps = { item: TContentListItem; headingLevel: 2 | 3; titleId: string; kicker?: string };

const leadTitleId = (item: TContentListItem) => `lead-${item.id}-title`;

/** A theme's parts for the block: its own drawing (lead item, newest's frame, placeholder), the widget's content, its frame. */
export type THomeLeadLook = {
  LeadItem: ComponentType<TLeadItemProps>;
  /** What the newest content leads in, named by the lead's heading. */
  NewestFrame: ComponentType<{ labelledBy: string; children: ReactNode }>;
  skeleton: ReactNode;
  /** The widget's other items, in its layout. */
  WidgetItems: ComponentType<{ items: TContentListItem[]; perRow: number; label: string }>;
  /** Between the lead item and the widget's other items. */
  gap: MantineSpacing;
  /** The theme's quiet text, for a widget with nothing to show. */
  mutedText: Pick<TextProps, 'c' | 'className'>;
  WidgetFrame: ComponentType<{ widget: TPageWidget; children: ReactNode }>;
  ContactFormColumn: ComponentType<{ children: ReactNode }>;
};

export type THomeLeadProps = {
  state: THomeLeadState;
  contactForm: (widget: TPageWidget) => ReactNode;
  /** False when the page already says that its widgets failed: one notice is enough. */
  showsFailure: boolean;
};

export function HomeLeadBlock({ state, contactForm, showsFailure, look }: THomeLeadProps & { look: THomeLeadLook }) {
  const { t } = useTranslation();
  const { WidgetFrame, ContactFormColumn, LeadItem, WidgetItems, NewestFrame } = look;
  const lead = resolveHomeLead(state);
  if (lead.kind === 'failed') return showsFailure ? <LeadFailure error={lead.error} /> : null;
  if (lead.kind === 'loading') return look.skeleton;
  if (lead.kind === 'nothing') return null;
  if (lead.kind === 'form') {
    return (
      <WidgetFrame widget={lead.widget}>
        <ContactFormColumn>{contactForm(lead.widget)}</ContactFormColumn>
      </WidgetFrame>
    );
  }
  if (lead.kind === 'widget') {
    const { widget, first, rest } = lead;
    return (
      <WidgetFrame widget={widget}>
        {first ? (
          <Stack gap={look.gap}>
            <LeadItem item={first} headingLevel={3} titleId={leadTitleId(first)} />
            {rest.length > 0 && <WidgetItems items={rest} perRow={widget.layout} label={widget.widget_title} />}
          </Stack>
        ) : (
          <Text {...look.mutedText} ta="center" py="md">
            {widgetHasNoContent()}
          </Text>
        )}
      </WidgetFrame>
    );
  }
  const titleId = leadTitleId(lead.item);
  return (
    <NewestFrame labelledBy={titleId}>
      <LeadItem item={lead.item} headingLevel={2} titleId={titleId} kicker={t('catalogue.featured')} />
    </NewestFrame>
  );
}
