/**
 * One image field of a form (SPEC §5): shows the chosen picture and lets the user upload one (cropped to the
 * advised shape in the image upload modal) or pick a stock photo. The value says how it travels
 * (`appendImageValue`: a file, or a stock download location); the form owns it.
 */
import { Button, Group, Image, Input, Text } from '@mantine/core';
import { lazy, Suspense, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fileImageValue, imagePreviewUrl, type TImageRatio, type TImageValue } from './image-value';
import { useFieldModal } from './use-field-modal';

export type { TImageValue } from './image-value';
export { appendImageValue } from './image-value';

// The cropper and the picker load when first opened, not with every form.
const ImageUploadModal = lazy(() =>
  import('./image-upload-modal').then((module) => ({ default: module.ImageUploadModal })),
);
const StockPhotoPickerModal = lazy(() =>
  import('./stock-photo-picker-modal').then((module) => ({ default: module.StockPhotoPickerModal })),
);

type TImageFieldProps = {
  label: string;
  value: TImageValue | null;
  onChange(value: TImageValue | null): void;
  error?: string;
  ratio: TImageRatio;
  /** What the field asks for, when the ratio's advice is not enough (a site's logo is also its app icon). */
  description?: string;
  required?: boolean;
  /** Offers the stock photo picker (default); off for users whose role may not search stock photos. */
  withStock?: boolean;
};

const PREVIEW_WIDTH: Record<TImageRatio, number> = { content: 240, logo: 120, siteImage: 240 };

export function ImageField({
  label,
  value,
  onChange,
  error,
  ratio,
  description,
  required,
  withStock = true,
}: TImageFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const { openModal, openFrom, close } = useFieldModal<'upload' | 'stock'>();
  // The server cannot drop a stored picture (an image field left out keeps it), so "remove" on a new choice goes
  // back to the stored one, if there was one.
  const storedRef = useRef<TImageValue | null>(null);
  if (value?.kind === 'existing') storedRef.current = value;
  const stored = storedRef.current;
  const describedBy = error ? `${id}-error ${id}-description` : `${id}-description`;

  return (
    <Input.Wrapper
      id={id}
      label={label}
      required={required}
      description={description ?? t(`media.advice.${ratio}`)}
      error={error}
      // The wrapper's label names the group of buttons below, not one input.
      labelElement="div"
    >
      <Group align="flex-end" gap="sm" mt={4} role="group" aria-labelledby={`${id}-label`}>
        {value ? (
          <Image
            src={imagePreviewUrl(value)}
            alt={t('media.preview', { label })}
            w={PREVIEW_WIDTH[ratio]}
            style={{ aspectRatio: ratio === 'logo' ? '1' : '3 / 2' }}
            fit="cover"
            radius="sm"
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('media.noImage')}
          </Text>
        )}
      </Group>
      <Group gap="xs" mt="xs">
        <Button variant="light" size="xs" aria-describedby={describedBy} onClick={openFrom('upload')}>
          {value ? t('media.uploadOther') : t('media.upload')}
        </Button>
        {withStock && (
          <Button variant="light" size="xs" aria-describedby={describedBy} onClick={openFrom('stock')}>
            {t('media.chooseStock')}
          </Button>
        )}
        {value && value.kind !== 'existing' && (
          <Button variant="subtle" color="red" size="xs" onClick={() => onChange(stored)}>
            {stored ? t('media.undoChange') : t('media.remove')}
          </Button>
        )}
      </Group>
      <Suspense fallback={null}>
        {openModal === 'upload' && (
          <ImageUploadModal
            opened
            ratio={ratio}
            title={label}
            onClose={close}
            onPicked={(file) => onChange(fileImageValue(file))}
          />
        )}
        {openModal === 'stock' && (
          <StockPhotoPickerModal
            opened
            onClose={close}
            onPicked={(pick) => onChange({ kind: 'stock', location: pick.location, previewUrl: pick.previewUrl })}
          />
        )}
      </Suspense>
    </Input.Wrapper>
  );
}
