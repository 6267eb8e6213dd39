/**
 * The editor page of one item, new or existing: staff's with the Content and Bidding tabs (SPEC §2), members' with
 * the content alone. Staff publish at once; members' "Send to moderation" waits for a moderator.
 */
import type { TCurrentUser } from '@izlog/contract/auth';
import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TManagedKind } from '@/lib/paths';
import { isContentKind } from '../utils/managed-kinds';
import { SCOPES, type TManagementScope } from '../utils/management-scope';
import { BiddingTab } from './bidding-tab';
import { CatalogEditor } from './catalog-editor';
import { ContentEditor } from './content-editor';

type TManagedEditorPageProps = { scope: TManagementScope; kind: TManagedKind; id: number | null; user: TCurrentUser };

export function ManagedEditorPage({ scope, kind, id, user }: TManagedEditorPageProps) {
  const { t } = useTranslation();
  const editor = isContentKind(kind) ? (
    <ContentEditor scope={scope} kind={kind} id={id} user={user} />
  ) : (
    <CatalogEditor scope={scope} id={id} user={user} />
  );
  return (
    <Stack gap="md">
      <Title order={1}>{id === null ? t(`manage.newItem.${kind}`) : t(`manage.editItem.${kind}`)}</Title>
      {SCOPES[scope].hasBiddingTab ? (
        <Tabs defaultValue="content">
          <Tabs.List mb="md">
            <Tabs.Tab value="content">{t('manage.tabs.content')}</Tabs.Tab>
            <Tabs.Tab value="bidding">{t('manage.tabs.bidding')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="content">{editor}</Tabs.Panel>
          <Tabs.Panel value="bidding">
            <BiddingTab isSaved={id !== null} />
          </Tabs.Panel>
        </Tabs>
      ) : (
        editor
      )}
    </Stack>
  );
}
