/**
 * The site's logo (SPEC §5: required, PNG): the stored logo or the chosen one, and a button that opens a file choice
 * limited to PNG (the button speaks the interface's language; a native file input speaks the browser's). A file of
 * another type is refused at the field before anything is sent (the server checks the bytes again).
 */
import { LOGO_MIME } from '@izlog/contract/site-settings';
import { Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AppIconNotice } from '@/components/media/app-icon-notice';
import { LogoPreview } from '@/components/media/logo-preview';

type TLogoInputProps = {
  /** The stored logo's address, shown until a new one is chosen. */
  storedUrl: string | null;
  /** The chosen file's object URL when it is a PNG. */
  chosenUrl: string | null;
  chosenName: string | null;
  onChange(file: File | null): void;
  error?: string;
};

export function LogoInput({ storedUrl, chosenUrl, chosenName, onChange, error }: TLogoInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const resetRef = useRef<() => void>(null);
  const shownUrl = chosenUrl ?? storedUrl;
  const describedBy = error ? `${id}-error ${id}-description` : `${id}-description`;
  return (
    <Input.Wrapper
      id={id}
      label={t('siteAdmin.settings.logo')}
      description={t('siteAdmin.settings.logoHint')}
      error={error}
      required={!storedUrl}
    >
      <Group gap="md" mt={4} wrap="nowrap" align="center">
        <LogoPreview
          src={shownUrl}
          alt={chosenUrl ? t('siteAdmin.settings.logoChosen') : t('siteAdmin.settings.logoStored')}
          emptyText={t('siteAdmin.settings.noLogo')}
        />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <FileButton
            accept={LOGO_MIME}
            resetRef={resetRef}
            // The hidden input is the one the label names, so the field can be filled by its label too.
            inputProps={{ id }}
            onChange={(file) => {
              onChange(file);
              // The same file can be chosen again after a refusal.
              resetRef.current?.();
            }}
          >
            {(props) => (
              <Button {...props} variant="light" size="xs" w="fit-content" aria-describedby={describedBy}>
                {chosenName || storedUrl ? t('siteAdmin.settings.logoChooseOther') : t('siteAdmin.settings.logoChoose')}
              </Button>
            )}
          </FileButton>
          {chosenName && (
            <Text size="xs" c="dimmed" truncate="end">
              {chosenName}
            </Text>
          )}
        </Stack>
      </Group>
      {/* The site's app icons are drawn from the logo: a chosen logo too small for them is pointed out, not refused. */}
      <AppIconNotice url={chosenUrl} />
    </Input.Wrapper>
  );
}
