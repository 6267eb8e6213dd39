/** Chooses one of the four content types (wire ids of DESIGN §3), named in the interface language. */
import { CONTENT_TYPE_NAMES } from '@izlog/contract/categories';
import { CONTENT_TYPE_IDS, type TContentTypeId } from '@izlog/contract/constants';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { getLanguage } from '@/lib/i18n';

type TContentTypeSwitchProps = {
  value: TContentTypeId;
  onChange(contentTypeId: TContentTypeId): void;
  disabled?: boolean;
};

export function ContentTypeSwitch({ value, onChange, disabled }: TContentTypeSwitchProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const language = getLanguage();
  return (
    <Stack gap={4}>
      <Text id={labelId} size="sm" fw={500}>
        {t('categoryAdmin.contentTypes')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        value={String(value)}
        onChange={(next) => onChange(Number(next) as TContentTypeId)}
        disabled={disabled}
        data={CONTENT_TYPE_IDS.map((id) => ({ value: String(id), label: CONTENT_TYPE_NAMES[id][language] }))}
        fullWidth
      />
    </Stack>
  );
}
