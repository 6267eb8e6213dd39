/**
 * The site's rules as rich text (SPEC §2 "terms"): terms and conditions (required), privacy policy and terms of
 * payment (shown to visitors in their modals and on the terms page). The server sanitizes what it stores.
 */

import type { TPublicLicence } from '@izlog/contract/licence';
import type { TLicenceText } from '@izlog/contract/site-settings';
import { ZLicenceTextsRequest } from '@izlog/contract/site-settings';
import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RichTextField } from '@/components/media/rich-text-field';
import { ErrorState } from '@/components/states';
import { notify } from '@/lib/notify';
import { reportFormError } from '@/lib/report-form-error';
import { useSchemaForm } from '@/lib/schema-form';
import { useLicenceTexts } from '../api/get-licence-texts';
import { useUpdateLicenceTexts } from '../api/update-licence-texts';

const TEXTS: TLicenceText[] = ['terms_and_conditions', 'privacy_policy', 'terms_of_payment'];

export function TermsSection() {
  const { t } = useTranslation();
  const texts = useLicenceTexts();
  if (texts.isPending) {
    return (
      <Stack role="status" aria-label={t('common.loading')}>
        <Skeleton h={220} />
        <Skeleton h={220} />
      </Stack>
    );
  }
  if (texts.isError) {
    return <ErrorState message={t('licenceTexts.loadFailed')} onRetry={() => void texts.refetch()} />;
  }
  return <TermsForm licence={texts.data} />;
}

function TermsForm({ licence }: { licence: TPublicLicence }) {
  const { t } = useTranslation();
  const update = useUpdateLicenceTexts();
  const { form, onSubmit } = useSchemaForm({
    schema: ZLicenceTextsRequest,
    initialValues: {
      terms_and_conditions: licence.terms_and_conditions ?? '',
      privacy_policy: licence.privacy_policy ?? '',
      terms_of_payment: licence.terms_of_payment ?? '',
    },
  });

  // Sent as typed, '' included: an emptied text is one the site no longer shows.
  const handleSubmit = onSubmit((values) =>
    update.mutateAsync(values).then(
      (answer) => {
        notify('success', answer.message ?? t('siteAdmin.terms.saved'));
        form.resetDirty();
      },
      (error: unknown) => reportFormError(form, error),
    ),
  );

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('siteAdmin.sections.terms')}>
      <Stack gap="lg">
        {TEXTS.map((name) => {
          const { value, onChange, error } = form.getInputProps(name);
          return (
            <RichTextField
              key={name}
              label={t(`licenceTexts.names.${name}`)}
              description={name === 'terms_and_conditions' ? undefined : t('siteAdmin.terms.optionalHint')}
              required={name === 'terms_and_conditions'}
              value={value as string}
              onChange={onChange}
              error={error as string | undefined}
            />
          );
        })}
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('siteAdmin.terms.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
