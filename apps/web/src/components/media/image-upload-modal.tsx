/**
 * The image upload modal (SPEC §2 "image upload"): drop or choose a picture, see it, crop it to the advised shape
 * of its kind, and hand back the cropped file. Nothing is sent here: forms send the file with their content.
 * A file of the wrong type or too large is refused at once with the server's words.
 */
import '@mantine/dropzone/styles.css';
import { IMAGE_MIME_TYPES } from '@izlog/contract/media';
import { Box, Button, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useEffect, useId, useRef, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { getLanguage } from '@/lib/i18n';
import { useNestedDialog } from '../nested-dialog';
import { imageFileProblem, MAX_UPLOAD_BYTES } from './check-image-file';
import { cropImageFile } from './crop-image';
import { ASPECT_OF } from './crop-math';
import type { TImageRatio } from './image-value';

type TImageUploadModalProps = {
  opened: boolean;
  onClose(): void;
  ratio: TImageRatio;
  /** The cropped picture, ready to send as the field's file. */
  onPicked(file: File): void;
  title?: string;
};

const MIN_ZOOM = 1;
const MAX_ZOOM = 4;

export function ImageUploadModal({ opened, onClose, ratio, onPicked, title }: TImageUploadModalProps) {
  const { t } = useTranslation();
  const [source, setSource] = useState<{ file: File; url: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Opened from a form in a modal (site settings, a category, a user's profile): Escape closes only this one.
  useNestedDialog(opened);

  // A new opening starts from the drop zone; the chosen picture's object URL is freed when it is replaced.
  useEffect(() => {
    if (!opened) {
      setSource(null);
      setProblem(null);
    }
  }, [opened]);
  useEffect(() => () => (source ? URL.revokeObjectURL(source.url) : undefined), [source]);

  const choose = (files: File[], rejections: FileRejection[]) => {
    const file = files[0] ?? rejections[0]?.file;
    if (!file) return;
    const found = imageFileProblem(file, getLanguage());
    setProblem(found);
    if (!found) setSource({ file, url: URL.createObjectURL(file) });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title ?? t('media.uploadTitle')} size="lg" centered>
      {source ? (
        <CropStep
          source={source}
          ratio={ratio}
          onBack={() => setSource(null)}
          onDone={(file) => {
            onPicked(file);
            onClose();
          }}
        />
      ) : (
        <PickStep ratio={ratio} problem={problem} onChoose={choose} />
      )}
    </Modal>
  );
}

function PickStep({
  ratio,
  problem,
  onChoose,
}: {
  ratio: TImageRatio;
  problem: string | null;
  onChoose(files: File[], rejections: FileRejection[]): void;
}) {
  const { t } = useTranslation();
  const openRef = useRef<() => void>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const problemId = useId();
  // Back from the crop step ("Choose another"), the button that had focus is gone: focus comes here.
  useEffect(() => chooseRef.current?.focus(), []);
  return (
    <Stack>
      <Dropzone
        openRef={openRef}
        onDrop={() => {}}
        onDropAny={onChoose}
        accept={[...IMAGE_MIME_TYPES]}
        maxSize={MAX_UPLOAD_BYTES}
        multiple={false}
        // One check for drops and choices alike (imageFileProblem), so every refusal reads the same.
        onReject={() => {}}
        // The keyboard and screen reader path is the "Choose a file" button below: the zone itself would be a
        // second, nameless stop, and its hidden file input a second "Choose a file" button.
        activateOnKeyboard={false}
        inputProps={{ 'aria-label': t('media.chooseFile'), 'aria-hidden': true }}
      >
        <Stack align="center" gap={4} py="xl" style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <Text fw={500}>{t('media.dropHere')}</Text>
          </Dropzone.Accept>
          <Dropzone.Reject>
            <Text fw={500} c="red">
              {t('media.dropRejected')}
            </Text>
          </Dropzone.Reject>
          <Dropzone.Idle>
            <Text fw={500}>{t('media.dropOrChoose')}</Text>
          </Dropzone.Idle>
          <Text size="sm" c="dimmed">
            {t(`media.advice.${ratio}`)} {t('media.formats')}
          </Text>
        </Stack>
      </Dropzone>
      {problem && (
        <Text id={problemId} role="alert" c="red" size="sm">
          {problem}
        </Text>
      )}
      <Group justify="flex-end">
        <Button
          ref={chooseRef}
          variant="light"
          onClick={() => openRef.current?.()}
          aria-describedby={problem ? problemId : undefined}
          // The modal opens with focus here (Mantine's data-autofocus), not on its close button.
          data-autofocus
        >
          {t('media.chooseFile')}
        </Button>
      </Group>
    </Stack>
  );
}

function CropStep({
  source,
  ratio,
  onBack,
  onDone,
}: {
  source: { file: File; url: string };
  ratio: TImageRatio;
  onBack(): void;
  onDone(file: File): void;
}) {
  const { t } = useTranslation();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [area, setArea] = useState<Area | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const zoomLabelId = useId();
  const cropperBoxRef = useRef<HTMLDivElement>(null);
  const hasFocusedCropArea = useRef(false);

  // The "Choose a file" button that had focus is gone: focus moves to the crop area (arrow keys move it), which
  // exists once the picture is laid out, i.e. when the first crop is known.
  useEffect(() => {
    if (!area || hasFocusedCropArea.current) return;
    hasFocusedCropArea.current = true;
    cropperBoxRef.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  }, [area]);

  const applyCrop = async () => {
    if (!area) return;
    setIsSaving(true);
    try {
      onDone(await cropImageFile(source.file, source.url, area, ratio));
    } catch {
      // The browser could not decode it after all (a damaged file with a picture's name).
      setProblem(t('media.cropFailed'));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Stack>
      <Box ref={cropperBoxRef} pos="relative" h={320} bg="dark.6" style={{ borderRadius: 4, overflow: 'hidden' }}>
        <Cropper
          image={source.url}
          crop={crop}
          zoom={zoom}
          minZoom={MIN_ZOOM}
          maxZoom={MAX_ZOOM}
          aspect={ASPECT_OF[ratio]}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
          mediaProps={{ alt: t('media.cropPreview') } as React.ImgHTMLAttributes<HTMLElement>}
          cropperProps={{ 'aria-label': t('media.cropArea') } as React.HTMLAttributes<HTMLDivElement>}
        />
      </Box>
      <Text size="sm" c="dimmed">
        {t('media.cropHint')}
      </Text>
      <Box>
        <Text size="sm" id={zoomLabelId}>
          {t('media.zoom')}
        </Text>
        <Slider
          value={zoom}
          onChange={setZoom}
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={0.05}
          label={null}
          thumbProps={{ 'aria-labelledby': zoomLabelId }}
        />
      </Box>
      {problem && (
        <Text role="alert" c="red" size="sm">
          {problem}
        </Text>
      )}
      <Group justify="space-between">
        <Button variant="subtle" onClick={onBack}>
          {t('media.chooseAnother')}
        </Button>
        <Button onClick={applyCrop} disabled={!area} loading={isSaving}>
          {t('media.useThisPhoto')}
        </Button>
      </Group>
    </Stack>
  );
}
