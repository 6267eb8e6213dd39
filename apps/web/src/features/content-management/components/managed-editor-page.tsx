/**
 * The editor page of one item, new or existing: staff's products and catalogs with the Content and Bidding tabs
 * (SPEC §2; first places are for what a category list shows, and for staff who may manage them), everything else
 * with the content alone. Staff publish at once; members' "Send to moderation" waits for a moderator.
 */
import type { TCurrentUser } from '@izlog/contract/auth';
import { Stack, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasAbility } from '@/lib/current-user-store';
import type { TManagedKind } from '@/lib/paths';
import { isContentKind } from '../utils/managed-kinds';
import { SCOPES, type TManagementScope } from '../utils/management-scope';
import { BiddingTab, type TBiddingSubject, type TRenderBidding } from './bidding-tab';
import { CatalogEditor } from './catalog-editor';
import { ContentEditor } from './content-editor';

type TManagedEditorPageProps = {
  scope: TManagementScope;
  kind: TManagedKind;
  id: number | null;
  user: TCurrentUser;
  /** The bidding tab's content (the app hands in the bidding feature's panel). */
  renderBidding?: TRenderBidding;
};

/** What can be placed first in a category list: products and catalogs. */
const BIDDING_KINDS: Partial<Record<TManagedKind, TBiddingSubject['kind']>> = {
  products: 'product',
  catalogs: 'catalog',
};

export function ManagedEditorPage({ scope, kind, id, user, renderBidding }: TManagedEditorPageProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<string | null>('content');
  const biddingKind =
    SCOPES[scope].hasBiddingTab && hasAbility(user, 'bidding.manage') ? BIDDING_KINDS[kind] : undefined;
  const editor = isContentKind(kind) ? (
    <ContentEditor scope={scope} kind={kind} id={id} user={user} />
  ) : (
    <CatalogEditor scope={scope} id={id} user={user} />
  );
  return (
    <Stack gap="md">
      <Title order={1}>{id === null ? t(`manage.newItem.${kind}`) : t(`manage.editItem.${kind}`)}</Title>
      {biddingKind && renderBidding ? (
        <Tabs value={tab} onChange={setTab}>
          <Tabs.List mb="md">
            <Tabs.Tab value="content">{t('manage.tabs.content')}</Tabs.Tab>
            <Tabs.Tab value="bidding">{t('manage.tabs.bidding')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="content">{editor}</Tabs.Panel>
          <Tabs.Panel value="bidding">
            {/* Only an opened tab asks for the item's first places; the content tab stays mounted to keep the form. */}
            {tab === 'bidding' && <BiddingTab kind={biddingKind} id={id} renderBidding={renderBidding} />}
          </Tabs.Panel>
        </Tabs>
      ) : (
        editor
      )}
    </Stack>
  );
}
