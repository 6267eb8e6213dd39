/**
 * One first place on the first places page: what was placed (a link to its editor), where, its state and numbers,
 * its report shown on demand under it, and its switch-off while it holds or will hold the place.
 */
import type { TBiddingItem } from '@izlog/contract/bidding';
import { Anchor, Button, Card, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { links } from '@/lib/paths';
import { isSwitchable } from '../utils/bidding-subject';
import { BiddingItemFacts } from './bidding-item-facts';
import { BiddingReportView } from './bidding-report-view';
import { BiddingStateBadge } from './bidding-state-badge';
import { DisableBiddingButton } from './disable-bidding-button';

const editorLinkOf = (item: TBiddingItem) =>
  item.content_id !== null
    ? links.adminContentEdit('products', item.content_id)
    : item.catalog_id !== null
      ? links.adminContentEdit('catalogs', item.catalog_id)
      : null;

export function FirstPlaceCard({ item }: { item: TBiddingItem }) {
  const { t } = useTranslation();
  const [showsReport, setShowsReport] = useState(false);
  const editorLink = editorLinkOf(item);
  const reportId = `bidding-report-${item.id}`;
  return (
    <Card component="li" withBorder padding="sm" radius="md" aria-labelledby={`bidding-item-${item.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
          <Title order={2} size="h5" id={`bidding-item-${item.id}`}>
            {editorLink ? (
              <Anchor component={Link} to={editorLink} c="inherit" underline="hover">
                {item.title}
              </Anchor>
            ) : (
              item.title
            )}
          </Title>
          <BiddingStateBadge state={item.state} />
        </Group>
        <BiddingItemFacts item={item} showsCategory />
        <Group gap="xs">
          <Button
            variant="light"
            size="xs"
            aria-expanded={showsReport}
            aria-controls={showsReport ? reportId : undefined}
            onClick={() => setShowsReport((shows) => !shows)}
          >
            {showsReport ? t('bidding.item.hideReport') : t('bidding.item.showReport')}
          </Button>
          {isSwitchable(item.state) && <DisableBiddingButton item={item} />}
        </Group>
        {showsReport && (
          <section id={reportId} aria-label={t('bidding.report.title', { title: item.title })}>
            <BiddingReportView biddingItemId={item.id} />
          </section>
        )}
      </Stack>
    </Card>
  );
}
