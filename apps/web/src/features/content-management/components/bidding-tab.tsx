/**
 * The editor's bidding tab (SPEC §2: "each with a bidding tab"; issue 14): paid first places in category lists, for
 * products and catalogs. The tab is this feature's frame; what it holds comes from the bidding feature through the
 * app (`renderBidding`), since features do not import each other. An unsaved item has nothing to place yet.
 */
import { Alert, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The saved product or catalog the tab is about. */
export type TBiddingSubject = { kind: 'product' | 'catalog'; id: number };
export type TRenderBidding = (subject: TBiddingSubject) => ReactNode;

type TBiddingTabProps = { kind: TBiddingSubject['kind']; id: number | null; renderBidding: TRenderBidding };

export function BiddingTab({ kind, id, renderBidding }: TBiddingTabProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" maw={760}>
      <Title order={2} size="h3">
        {t('bidding.tab.title')}
      </Title>
      <Text>{t('bidding.tab.intro')}</Text>
      {id === null ? (
        <Alert color="blue" role="note">
          {t('bidding.tab.saveFirst')}
        </Alert>
      ) : (
        renderBidding({ kind, id })
      )}
    </Stack>
  );
}
