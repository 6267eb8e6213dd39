/**
 * The site's logo (SPEC §5: required, PNG): a labelled native file input limited to PNG, the stored logo or the chosen
 * one beside it. A file of another type is refused at the field before anything is sent (the server checks the
 * bytes again).
 */
import { LOGO_MIME } from '@izlog/contract/site-settings';
import { Group, Image, Input, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type TLogoInputProps = {
  /** The stored logo's address, shown until a new one is chosen. */
  storedUrl: string | null;
  /** The chosen file's object URL when it is a PNG. */
  chosenUrl: string | null;
  onChange(file: File | null): void;
  error?: string;
};

export function LogoInput({ storedUrl, chosenUrl, onChange, error }: TLogoInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const shownUrl = chosenUrl ?? storedUrl;
  return (
    <Input.Wrapper
      id={id}
      label={t('siteAdmin.settings.logo')}
      description={t('siteAdmin.settings.logoHint')}
      error={error}
      required={!storedUrl}
    >
      <Group gap="md" mt={4} wrap="nowrap" align="center">
        {shownUrl ? (
          <Image
            src={shownUrl}
            alt={chosenUrl ? t('siteAdmin.settings.logoChosen') : t('siteAdmin.settings.logoStored')}
            w={64}
            h={64}
            fit="contain"
            radius="sm"
            bg="gray.1"
            style={{ flexShrink: 0 }}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('siteAdmin.settings.noLogo')}
          </Text>
        )}
        <input
          id={id}
          type="file"
          accept={LOGO_MIME}
          aria-invalid={error ? true : undefined}
          required={!storedUrl}
          aria-describedby={error ? `${id}-error ${id}-description` : `${id}-description`}
          onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
          style={{ minWidth: 0, maxWidth: '100%' }}
        />
      </Group>
    </Input.Wrapper>
  );
}
