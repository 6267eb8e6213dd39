/**
 * The site's brand colour (issue 16): typed as #rrggbb or picked from a few swatches that read well; empty is Izlog's
 * green. Any colour may be chosen: the site shades it until text on it and in it meets WCAG AA (lib/brand-colour).
 */
import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ColorField } from '@/components/color-field';

/** Izlog's green first, then colours whose own shade already carries white text. */
const SWATCHES = [
  '#0b7a57',
  '#1864ab',
  '#0c8599',
  '#2b8a3e',
  '#5f3dc4',
  '#862e9c',
  '#c2255c',
  '#c92a2a',
  '#d9480f',
  '#343a40',
];

type TBrandColorInputProps = {
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  onFocus?(): void;
  error?: unknown;
  onReset(): void;
};

export function BrandColorInput({ value, error, onReset, ...handlers }: TBrandColorInputProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <ColorField
        label={t('siteLook.brandColor.label')}
        description={t('siteLook.brandColor.hint')}
        placeholder="#0b7a57"
        format="hex"
        swatches={SWATCHES}
        swatchesPerRow={10}
        withEyeDropper={false}
        // A mistyped colour stays, with the message saying how to write it, instead of silently going back.
        fixOnBlur={false}
        autoComplete="off"
        spellCheck={false}
        value={value}
        error={error as string | undefined}
        {...handlers}
      />
      {value && (
        <Group>
          <Button variant="subtle" size="compact-sm" onClick={onReset}>
            {t('siteLook.brandColor.reset')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
