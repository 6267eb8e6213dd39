/**
 * The showcase home page's position-one block (get-home-page-position-one, decision 0037) as one large featured tile
 * over the hero's lower edge: the first widget of position one — its first item large beside its title, the rest in
 * the widget's layout — or, while position one has no widget, the site's newest content under "Featured".
 */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import { Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contentLink } from '@/lib/paths';
import { HomeLeadBlock, type THomeLeadLook, type THomeLeadProps, type TLeadItemProps } from '../shared/home-lead';
import { PriceTag } from '../shared/price-tag';
import { ContactFormColumn, WidgetFrame } from '../shared/widget-frame';
import { WidgetItems } from '../shared/widget-items';
import classes from './showcase.module.css';
import { TileImage } from './tile-image';

export function HomeLead(props: THomeLeadProps) {
  return <HomeLeadBlock {...props} look={leadLook} />;
}

/** The leading item: a large picture beside its title, price or words (above them on phones); the whole tile is its link. */
function LeadTile({ item, headingLevel, titleId, kicker }: TLeadItemProps) {
  const { t } = useTranslation();
  const href = contentLink(item.content_type_id, item.slug);
  const isProduct = item.content_type_id === CONTENT_TYPE.product;
  return (
    <div className={classes.split} style={{ position: 'relative' }}>
      <TileImage
        src={item.image}
        sizes={item.image_sizes}
        displaySizes="(min-width: 62em) 55vw, 100vw"
        alt=""
        isEager
        shape="wide"
      />
      <Stack gap="md" justify="center" h="100%">
        {kicker && <Text className={classes.eyebrow}>{kicker}</Text>}
        <Title order={headingLevel} size="h1" id={titleId} style={{ letterSpacing: '-0.02em' }}>
          <Link to={href} className={classes.tileLink}>
            {item.title}
          </Link>
        </Title>
        {isProduct && <PriceTag item={item} size="xl" />}
        {item.excerpt && (
          <Text size="lg" className={classes.muted} lineClamp={4}>
            {item.excerpt}
          </Text>
        )}
        {!isProduct && (
          <Text fw={700} aria-hidden="true" c="var(--mantine-color-anchor)">
            {t('catalogue.readMore')} →
          </Text>
        )}
      </Stack>
    </div>
  );
}

function LeadSkeleton() {
  const { t } = useTranslation();
  return (
    <Paper radius="lg" shadow="xl" p={{ base: 'md', sm: 'xl' }} role="status" aria-live="polite">
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
      <div className={classes.split} aria-hidden="true">
        <Skeleton h={{ base: 200, md: 320 }} radius="lg" />
        <Stack gap="sm">
          <Skeleton h={14} w="30%" />
          <Skeleton h={36} w="80%" />
          <Skeleton h={14} />
          <Skeleton h={14} w="60%" />
        </Stack>
      </div>
    </Paper>
  );
}

function NewestFrame({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={labelledBy} radius="lg" shadow="xl" p={{ base: 'md', sm: 'xl' }}>
      {children}
    </Paper>
  );
}

const leadLook: THomeLeadLook = {
  LeadItem: LeadTile,
  NewestFrame,
  skeleton: <LeadSkeleton />,
  WidgetItems,
  gap: 'lg',
  mutedText: { className: classes.muted },
  WidgetFrame,
  ContactFormColumn,
};
