/**
 * The greeting messages (SPEC §2, §5: required): what the success notice says after a visitor logs in, after a user
 * registers and after a client registers.
 */
import type { TPublicLicence } from '@izlog/contract/licence';
import { ZGreetingMessagesRequest } from '@izlog/contract/site-settings';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { reportFormError } from '@/lib/report-form-error';
import { useSchemaForm } from '@/lib/schema-form';
import { useUpdateGreetingMessages } from '../api/update-greeting-messages';

const GREETINGS = [
  { field: 'sign_in_msg', name: 'signIn' },
  { field: 'register_msg', name: 'register' },
  { field: 'client_register_msg', name: 'clientRegister' },
] as const;

export function GreetingsSection({ licence }: { licence: TPublicLicence }) {
  const { t } = useTranslation();
  const update = useUpdateGreetingMessages();
  const { form, onSubmit } = useSchemaForm({
    schema: ZGreetingMessagesRequest,
    initialValues: {
      sign_in_msg: licence.sign_in_msg ?? '',
      register_msg: licence.register_msg ?? '',
      client_register_msg: licence.client_register_msg ?? '',
    },
  });

  const handleSubmit = onSubmit((values) =>
    update.mutateAsync(ZGreetingMessagesRequest.parse(values)).then(
      (answer) => {
        notify('success', answer.message ?? t('siteAdmin.greetings.saved'));
        form.resetDirty();
      },
      (error: unknown) => reportFormError(form, error),
    ),
  );

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('siteAdmin.sections.greetings')}>
      <Stack gap="lg" maw={720}>
        {GREETINGS.map(({ field, name }, index) => (
          <Textarea
            key={field}
            label={t(`siteAdmin.greetings.${name}`)}
            description={t(`siteAdmin.greetings.${name}Hint`)}
            required
            autosize
            minRows={2}
            maxRows={6}
            data-autofocus={index === 0 || undefined}
            {...form.getInputProps(field)}
          />
        ))}
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('siteAdmin.greetings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
