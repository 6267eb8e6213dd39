/**
 * The editor's bidding tab (SPEC §2: "each with a bidding tab"). Bidding for paid first places is a later issue;
 * the tab is real and says what it will hold, and offers nothing that does not work yet.
 */
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function BiddingTab({ isSaved }: { isSaved: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" maw={760}>
      <Title order={2} size="h3">
        {t('manage.bidding.title')}
      </Title>
      <Text>{t('manage.bidding.text')}</Text>
      <Alert color="blue" role="note">
        {isSaved ? t('manage.bidding.later') : t('manage.bidding.saveFirst')}
      </Alert>
    </Stack>
  );
}
