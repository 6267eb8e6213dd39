/**
 * The widget modal (SPEC §2 "widget modal (starts at a landing screen)"): a page's widgets by position, moved by drag
 * and drop or the keyboard, edited or deleted there; adding or editing one opens the five-step wizard with its live
 * preview. The home page's widgets unless the opener names another page.
 */
import type { TWidgetPosition } from '@izlog/contract/widgets';
import { Anchor, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '@/components/app-modal';
import { PHONE_QUERY } from '@/lib/breakpoints';
import { closeModal, type TWidgetPage } from '@/lib/modal-store';
import { usePageLabel } from '../hooks/use-page-label';
import { HOME_PAGE } from '../utils/widget-page';
import { EditWidget } from './edit-widget';
import { WidgetLanding } from './widget-landing';
import { WidgetWizard } from './widget-wizard';

type TModalView = { name: 'landing' } | { name: 'add'; column: TWidgetPosition } | { name: 'edit'; widgetId: number };

export function WidgetModal({ page = HOME_PAGE }: { page?: TWidgetPage }) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const pageLabel = usePageLabel(page);
  const [view, setView] = useState<TModalView>({ name: 'landing' });
  // Back from the wizard, focus goes to the landing screen's top (the wizard's buttons are gone).
  const [hasLeftLanding, setHasLeftLanding] = useState(false);
  const toLanding = () => setView({ name: 'landing' });
  const toWizard = (next: TModalView) => {
    setHasLeftLanding(true);
    setView(next);
  };

  return (
    <AppModal
      opened
      onClose={closeModal}
      title={t('widgetAdmin.title', { page: pageLabel })}
      size="80rem"
      fullScreen={isPhone}
    >
      <Stack>
        {view.name !== 'landing' && (
          <Anchor component="button" type="button" size="sm" onClick={toLanding} style={{ alignSelf: 'flex-start' }}>
            ← {t('widgetAdmin.backToLanding')}
          </Anchor>
        )}
        {view.name === 'landing' && (
          <WidgetLanding
            page={page}
            focusOnMount={hasLeftLanding}
            onAdd={(column) => toWizard({ name: 'add', column })}
            onEdit={(widgetId) => toWizard({ name: 'edit', widgetId })}
          />
        )}
        {view.name === 'add' && <WidgetWizard page={page} column={view.column} onSaved={toLanding} />}
        {view.name === 'edit' && <EditWidget page={page} widgetId={view.widgetId} onSaved={toLanding} />}
      </Stack>
    </AppModal>
  );
}
