/** One contact service: its name, address and description, and its delete behind a confirm dialog. */
import type { TContactService } from '@izlog/contract/contact-services';
import { formatMessage } from '@izlog/contract/messages';
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { getLanguage } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { reportActionError } from '@/lib/report-action-error';
import { useDeleteContactService } from '../api/delete-contact-service';

export function ContactServiceCard({ service }: { service: TContactService }) {
  const { t } = useTranslation();
  const [isAsking, setIsAsking] = useState(false);
  const remove = useDeleteContactService();
  const confirm = () =>
    remove.mutate(service.id, {
      onSuccess: () => {
        setIsAsking(false);
        notify('success', formatMessage('contact_service_deleted', getLanguage()));
      },
      onError: (error) => {
        setIsAsking(false);
        reportActionError(error);
      },
    });
  return (
    <Card component="li" withBorder padding="sm" radius="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={3} size="h5">
            {service.service_name}
          </Title>
          <Anchor href={`mailto:${service.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {service.email}
          </Anchor>
          {service.description && (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
              {service.description}
            </Text>
          )}
        </Stack>
        <Button
          variant="default"
          size="xs"
          onClick={() => setIsAsking(true)}
          aria-label={t('contactAdmin.services.deleteLabel', { name: service.service_name })}
        >
          {t('contactAdmin.services.delete')}
        </Button>
      </Group>
      {isAsking && (
        <ConfirmDialog
          title={t('contactAdmin.services.deleteTitle')}
          message={t('contactAdmin.services.deleteMessage', { name: service.service_name })}
          confirmLabel={t('contactAdmin.services.deleteConfirm')}
          isPending={remove.isPending}
          onConfirm={confirm}
          onCancel={() => setIsAsking(false)}
        />
      )}
    </Card>
  );
}
