/**
 * The home page's position-one block decided once for every theme (get-home-page-position-one, decision 0037): failed,
 * still loading, a contact form (none when its service was deleted), the first widget with its lead item and the rest,
 * or, while position one has no widget, the site's newest content. Each theme draws only the outcome.
 */
import type { TContentListItem } from '@izlog/contract/contents';
import { formatMessage } from '@izlog/contract/messages';
import type { TPageWidget } from '@izlog/contract/widgets';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getLanguage } from '@/lib/i18n';
import type { THomeLeadState, TLoadFailure } from '../layout-props';

export type THomeLead =
  | { kind: 'failed'; error: TLoadFailure }
  | { kind: 'loading' }
  | { kind: 'nothing' }
  | { kind: 'form'; widget: TPageWidget }
  | { kind: 'widget'; widget: TPageWidget; first: TContentListItem | undefined; rest: TContentListItem[] }
  | { kind: 'newest'; item: TContentListItem };

export function resolveHomeLead(state: THomeLeadState): THomeLead {
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
export const widgetHasNoContent = () => formatMessage('widget_no_content', getLanguage());

/** The lead's failure with "Try again". */
export function LeadFailure({ error }: { error: TLoadFailure }) {
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
