/**
 * PublicPlannerItems of the classic theme (SPEC §2): a public planner's title, description and owner, then its public
 * items under their categories — each with its picture, date and time, place, remark, the page of a linked product or
 * catalog, and the price only where the owner shows it.
 */
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { links } from '@/lib/paths';
import type { TPublicPlannerLayoutProps } from '../layout-props';
import { Picture } from '../shared/picture';
import type { TPlannerCategoryProps, TPlannerItemProps } from '../shared/public-planner-categories';
import { PlannerCategories } from '../shared/public-planner-categories';
import type { TPlannerItemFactProps } from '../shared/public-planner-items';
import { getPlannerItemPage, PlannerItemDetails, PlannerItemPageLink } from '../shared/public-planner-items';
import { PlannerOwner } from '../shared/public-planner-owner';
import { PageFrame } from './page-frame';

/** The picture takes a third of the card from 36em up, the whole width on phones. */
const ITEM_IMAGE_SIZES = '(min-width: 75em) 380px, (min-width: 36em) 33vw, 100vw';

export function PublicPlannerPage({ planner: { planner, categories } }: TPublicPlannerLayoutProps) {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={planner.title}
      lead={<span style={{ whiteSpace: 'pre-line' }}>{planner.description}</span>}
      aside={
        <Group gap="xs" wrap="wrap">
          <Text size="sm">
            <PlannerOwner user={planner.user} nameWeight={600} />
          </Text>
          <Badge variant="light">{t('publicPlanners.page.itemsCount', { count: planner.items_count })}</Badge>
        </Group>
      }
    >
      <PlannerCategories categories={categories} Category={CategorySection} Item={PlannerItemCard} eagerCount={1} />
      <Anchor component={Link} to={links.publicPlanners()} size="sm">
        {t('publicPlanners.page.allPlanners')}
      </Anchor>
    </PageFrame>
  );
}

/** A category under its heading, its items as cards. */
function CategorySection({ headingId, name, itemsLabel, children }: TPlannerCategoryProps) {
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h3" id={headingId}>
        {name}
      </Title>
      <Stack component="ul" aria-label={itemsLabel} gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
        {children}
      </Stack>
    </Stack>
  );
}

function PlannerItemCard({ item, isEager }: TPlannerItemProps) {
  const { t } = useTranslation();
  const page = getPlannerItemPage(item);
  return (
    <Card component="li" withBorder padding="md" radius="md">
      <SimpleGrid cols={{ base: 1, xs: item.image ? 3 : 1 }} spacing="md">
        {item.image && (
          <Picture
            src={item.image.url}
            sizes={item.image.sizes}
            displaySizes={ITEM_IMAGE_SIZES}
            alt={item.title}
            isEager={isEager}
          />
        )}
        <Stack gap={6} style={{ gridColumn: item.image ? 'span 2' : undefined }}>
          {item.kind !== 'task' && (
            <Badge variant="light" size="sm" w="fit-content">
              {t(`publicPlanners.page.kinds.${item.kind}`)}
            </Badge>
          )}
          <Title order={3} size="h4">
            {page ? (
              <Anchor component={Link} to={page.to} c="inherit" fw="inherit" underline="hover">
                {item.title}
              </Anchor>
            ) : (
              item.title
            )}
          </Title>
          <PlannerItemDetails item={item} Fact={ItemFact} priceWeight={700} />
          {page && <PlannerItemPageLink page={page} itemTitle={item.title} />}
        </Stack>
      </SimpleGrid>
    </Card>
  );
}

/** One fact of an item, its name shown beside it: "When: Saturday, 14 June 2025 at 18:00". */
function ItemFact({ label, children }: TPlannerItemFactProps) {
  return (
    <Group gap={6} wrap="nowrap" align="baseline">
      <Text component="dt" size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}:
      </Text>
      {children}
    </Group>
  );
}
