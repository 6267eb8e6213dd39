/**
 * The bidding duration (SPEC §9 "Bidding duration in days by slider"; the admins', SPEC §6): how many days each new
 * first place lasts. A slider for pointer and keyboard (arrows, Home, End, Page Up/Down), its value said in words.
 */
import { BIDDING_DURATION } from '@izlog/contract/bidding';
import { formatMessage } from '@izlog/contract/messages';
import { Button, Card, Group, Slider, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLanguage } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { reportActionError } from '@/lib/report-action-error';
import { useUpdateBiddingDuration } from '../api/update-bidding-duration';

const MARKS = [BIDDING_DURATION.min, 30, 60, BIDDING_DURATION.max].map((value) => ({ value, label: String(value) }));

export function BiddingDurationForm({ duration }: { duration: number }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(duration);
  const update = useUpdateBiddingDuration();
  const save = () =>
    update.mutate(
      { duration: value },
      {
        onSuccess: () => notify('success', formatMessage('bidding_duration_saved', getLanguage())),
        onError: (error) => reportActionError(error),
      },
    );
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="bidding-duration-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="bidding-duration-title">
          {t('bidding.duration.title')}
        </Title>
        <Text size="sm" c="dimmed" id="bidding-duration-hint">
          {t('bidding.duration.hint', { min: BIDDING_DURATION.min, max: BIDDING_DURATION.max })}
        </Text>
        <Text size="sm" fw={600} id="bidding-duration-label">
          {t('bidding.duration.label')}
        </Text>
        <Slider
          min={BIDDING_DURATION.min}
          max={BIDDING_DURATION.max}
          step={1}
          value={value}
          onChange={setValue}
          marks={MARKS}
          label={(days) => t('bidding.duration.value', { count: days })}
          thumbValueText={(days) => t('bidding.duration.value', { count: days })}
          thumbProps={{ 'aria-labelledby': 'bidding-duration-label', 'aria-describedby': 'bidding-duration-hint' }}
          mb="lg"
        />
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" aria-live="polite">
            {t('bidding.duration.value', { count: value })}
          </Text>
          <Button onClick={save} loading={update.isPending} disabled={value === duration}>
            {t('bidding.duration.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
