/**
 * A new contact service (POST create-contact-service): name, the address its messages go to, and what visitors read
 * when they choose it — each checked at its field with the contract's rules, the server's answers beside them.
 */
import {
  CONTACT_SERVICE_DESCRIPTION_MAX,
  CONTACT_SERVICE_NAME_MAX,
  ZCreateContactServiceRequest,
} from '@izlog/contract/contact-services';
import { formatMessage } from '@izlog/contract/messages';
import { Button, Group, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getLanguage } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { reportFormError } from '@/lib/report-form-error';
import { useSchemaForm } from '@/lib/schema-form';
import { useCreateContactService } from '../api/create-contact-service';

const EMPTY = { service_name: '', email: '', description: '' };

export function ContactServiceForm() {
  const { t } = useTranslation();
  const create = useCreateContactService();
  const { form, onSubmit } = useSchemaForm({ schema: ZCreateContactServiceRequest, initialValues: EMPTY });

  const handleSubmit = onSubmit((values) =>
    create.mutateAsync(ZCreateContactServiceRequest.parse(values)).then(
      () => {
        notify('success', formatMessage('contact_service_created', getLanguage()));
        form.setValues(EMPTY);
        form.resetDirty();
        form.resetTouched();
      },
      (error: unknown) => reportFormError(form, error),
    ),
  );

  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby="contact-service-form-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="contact-service-form-title">
          {t('contactAdmin.services.formTitle')}
        </Title>
        <TextInput
          label={t('contactAdmin.services.name')}
          required
          maxLength={CONTACT_SERVICE_NAME_MAX}
          {...form.getInputProps('service_name')}
        />
        <TextInput
          type="email"
          label={t('contactAdmin.services.email')}
          description={t('contactAdmin.services.emailHint')}
          required
          autoComplete="off"
          {...form.getInputProps('email')}
        />
        <Textarea
          label={t('contactAdmin.services.description')}
          description={t('contactAdmin.services.descriptionHint')}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={CONTACT_SERVICE_DESCRIPTION_MAX}
          {...form.getInputProps('description')}
        />
        <Group>
          <Button type="submit" loading={create.isPending}>
            {t('contactAdmin.services.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
