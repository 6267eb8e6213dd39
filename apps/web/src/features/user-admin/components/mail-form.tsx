/** Write a mail to one user (send-mail-to-licence-user): a subject and plain text, sent through the site's mailer. */
import { type TAdminUser, ZSendMailToUserRequest } from '@izlog/contract/user-admin';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { reportFormError } from '@/lib/report-form-error';
import { useSchemaForm } from '@/lib/schema-form';
import { useSendMailToUser } from '../api/send-mail-to-user';

const ZMailForm = ZSendMailToUserRequest.omit({ id: true });

export function MailForm({ user }: { user: TAdminUser }) {
  const { t } = useTranslation();
  const sendMail = useSendMailToUser();
  const { form, onSubmit } = useSchemaForm({ schema: ZMailForm, initialValues: { subject: '', text: '' } });
  const handleSubmit = onSubmit((values) =>
    sendMail.mutateAsync({ id: user.id, ...ZMailForm.parse(values) }).then(
      (answer) => {
        notify('success', answer.message);
        form.reset();
      },
      (error: unknown) => reportFormError(form, error),
    ),
  );
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <TextInput label={t('userAdmin.fields.subject')} required {...form.getInputProps('subject')} />
        <Textarea
          label={t('userAdmin.fields.text')}
          description={t('userAdmin.detail.mailHint', { email: user.email })}
          required
          autosize
          minRows={4}
          maxRows={12}
          {...form.getInputProps('text')}
        />
        <Group>
          <Button type="submit" loading={sendMail.isPending}>
            {t('userAdmin.detail.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
