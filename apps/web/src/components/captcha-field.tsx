/** The captcha picture (an SVG from the server), a button for a new one, and the answer field. */
import { ActionIcon, Group, Image, Loader, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

type TCaptchaFieldProps = {
  svg: string | null;
  isLoading: boolean;
  onNewPicture: () => void;
  inputProps: GetInputPropsReturnType;
};

export function CaptchaField({ svg, isLoading, onNewPicture, inputProps }: TCaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end" wrap="nowrap">
      {isLoading || !svg ? (
        <Loader size="sm" aria-label={t('common.loading')} />
      ) : (
        <Image
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          alt={t('auth.captchaPicture')}
          w={150}
          h={50}
          fit="contain"
        />
      )}
      <ActionIcon
        variant="default"
        size="lg"
        onClick={onNewPicture}
        aria-label={t('auth.newCaptcha')}
        title={t('auth.newCaptcha')}
      >
        <span aria-hidden="true">↻</span>
      </ActionIcon>
      <TextInput
        label={t('fields.captcha')}
        description={t('auth.captchaHint')}
        autoComplete="off"
        flex={1}
        {...inputProps}
      />
    </Group>
  );
}
