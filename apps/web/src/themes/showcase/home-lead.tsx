/**
 * The showcase home page's position-one block (get-home-page-position-one, decision 0037) as one large featured tile
 * over the hero's lower edge: the first widget of position one — its first item large beside its title, the rest in
 * the widget's layout — or, while position one has no widget, the site's newest content under "Featured".
 */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import type { TContentListItem } from '@izlog/contract/contents';
import type { TPageWidget } from '@izlog/contract/widgets';
import { Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contentLink } from '@/lib/paths';
import { ContactFormColumn, WidgetFrame } from '../classic/widget-frame';
import { WidgetItems } from '../classic/widget-items';
import type { THomeLeadState } from '../layout-props';
import { LeadFailure, resolveHomeLead, widgetHasNoContent } from '../shared/home-lead';
import { PriceTag } from '../shared/price-tag';
import classes from './showcase.module.css';
import { TileImage } from './tile-image';

type THomeLeadProps = {
  state: THomeLeadState;
  contactForm: (widget: TPageWidget) => ReactNode;
  /** False when the page already says that its widgets failed: one notice is enough. */
  showsFailure: boolean;
};

export function HomeLead({ state, contactForm, showsFailure }: THomeLeadProps) {
  const { t } = useTranslation();
  const lead = resolveHomeLead(state);
  if (lead.kind === 'failed') return showsFailure ? <LeadFailure error={lead.error} /> : null;
  if (lead.kind === 'loading') return <LeadSkeleton />;
  if (lead.kind === 'nothing') return null;
  if (lead.kind === 'form') {
    return (
      <WidgetFrame widget={lead.widget}>
        <ContactFormColumn>{contactForm(lead.widget)}</ContactFormColumn>
      </WidgetFrame>
    );
  }
  if (lead.kind === 'widget') {
    const { widget, first, rest } = lead;
    return (
      <WidgetFrame widget={widget}>
        {first ? (
          <Stack gap="lg">
            <LeadTile item={first} headingLevel={3} />
            {rest.length > 0 && <WidgetItems items={rest} perRow={widget.layout} label={widget.widget_title} />}
          </Stack>
        ) : (
          <Text className={classes.muted} ta="center" py="md">
            {widgetHasNoContent()}
          </Text>
        )}
      </WidgetFrame>
    );
  }
  const newest = lead.item;
  return (
    <Paper
      component="section"
      aria-labelledby={`lead-${newest.id}-title`}
      radius="lg"
      shadow="xl"
      p={{ base: 'md', sm: 'xl' }}
    >
      <LeadTile item={newest} headingLevel={2} kicker={t('catalogue.featured')} />
    </Paper>
  );
}

type TLeadTileProps = { item: TContentListItem; headingLevel: 2 | 3; kicker?: string };

/** The leading item: a large picture beside its title, price or words (above them on phones); the whole tile is its link. */
function LeadTile({ item, headingLevel, kicker }: TLeadTileProps) {
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
        <Title order={headingLevel} size="h1" id={`lead-${item.id}-title`} style={{ letterSpacing: '-0.02em' }}>
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
