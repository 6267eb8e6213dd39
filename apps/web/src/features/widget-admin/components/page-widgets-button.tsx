/**
 * "Widgets of this page" above a single content's page or a category list, for staff who may arrange widgets (the
 * `widgets.manage` ability, decision 0019): it opens the widget modal for that page. Nothing for anyone else.
 */
import { Button, Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { hasAbility, useCurrentUser } from '@/lib/current-user-store';
import { openModal, type TWidgetPage } from '@/lib/modal-store';

export function PageWidgetsButton({ page }: { page: TWidgetPage }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!hasAbility(user, 'widgets.manage')) return null;
  return (
    <Container size="lg" pt="sm">
      <Group justify="flex-end">
        <Button
          variant="light"
          size="xs"
          aria-haspopup="dialog"
          onClick={() => openModal({ name: 'widgetModal', page })}
        >
          {t('widgetAdmin.openForPage')}
        </Button>
      </Group>
    </Container>
  );
}
