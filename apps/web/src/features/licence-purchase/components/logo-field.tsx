/**
 * The new site's logo: a PNG or JPEG chosen with a button (in the interface's language), checked by the one logo rule
 * (it is also the app's icon), cut to its centred square of 512 px and kept in the draft as a PNG data URL, so it
 * survives a reload and the trip to the payment page.
 */
import { APP_ICON_MIN_SIZE } from '@izlog/contract/app-builds';
import { formatMessage } from '@izlog/contract/messages';
import { Button, FileButton, Group, Input, Stack } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_BYTES } from '@/components/media/check-image-file';
import { LogoPreview } from '@/components/media/logo-preview';
import { getLanguage } from '@/lib/i18n';
import { isLogoType, LOGO_TYPES, prepareLogo } from '../utils/resize-logo';

type TLogoFieldProps = {
  value: string | undefined;
  onChange(dataUrl: string | undefined): void;
};

export function LogoField({ value, onChange }: TLogoFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const resetRef = useRef<() => void>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isPreparing, setIsPreparing] = useState(false);

  const choose = async (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    if (!isLogoType(file.type)) {
      setProblem(t('licencePurchase.details.logoWrongType'));
      return;
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      setProblem(t('licencePurchase.details.logoTooLarge'));
      return;
    }
    setIsPreparing(true);
    try {
      const prepared = await prepareLogo(file);
      if ('problem' in prepared) {
        setProblem(formatMessage(prepared.problem, getLanguage(), { size: APP_ICON_MIN_SIZE }));
        return;
      }
      onChange(prepared.dataUrl);
      setProblem(null);
    } catch {
      setProblem(t('licencePurchase.details.logoUnreadable'));
    } finally {
      setIsPreparing(false);
    }
  };

  return (
    <Input.Wrapper
      id={id}
      label={t('licencePurchase.details.logo')}
      description={t('licencePurchase.details.logoHint')}
      error={problem}
      labelElement="div"
    >
      <Group gap="md" mt={4} wrap="nowrap" align="center" role="group" aria-labelledby={`${id}-label`}>
        <LogoPreview
          src={value}
          alt={t('licencePurchase.details.logoPreview')}
          emptyText={t('licencePurchase.details.noLogo')}
        />
        <Stack gap={4}>
          <FileButton accept={LOGO_TYPES.join(',')} resetRef={resetRef} inputProps={{ id }} onChange={choose}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                size="xs"
                w="fit-content"
                loading={isPreparing}
                aria-describedby={problem ? `${id}-error ${id}-description` : `${id}-description`}
              >
                {value ? t('licencePurchase.details.logoChooseOther') : t('licencePurchase.details.logoChoose')}
              </Button>
            )}
          </FileButton>
          {value && (
            <Button variant="subtle" color="red.9" size="xs" w="fit-content" onClick={() => onChange(undefined)}>
              {t('licencePurchase.details.logoRemove')}
            </Button>
          )}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
