/**
 * The front page's lead story: position one's block (get-home-page-position-one, decision 0037) — the first widget of
 * position one, its first item run as the lead (a large headline and standfirst over a wide picture) and the others
 * as stories in the widget's columns — or, while position one has no widget, the site's newest content as the lead.
 */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import { Anchor, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contentLink } from '@/lib/paths';
import { FormattedDate } from '../shared/formatted-date';
import { HomeLeadBlock, type THomeLeadLook, type THomeLeadProps, type TLeadItemProps } from '../shared/home-lead';
import { PriceTag } from '../shared/price-tag';
import classes from './magazine.module.css';
import { Picture } from './picture';
import { ContactFormColumn, WidgetFrame } from './widget-frame';
import { WidgetStories } from './widget-stories';

export function LeadStory(props: THomeLeadProps) {
  return <HomeLeadBlock {...props} look={leadLook} />;
}

/** The lead: kicker, a large headline, the standfirst and the date over the picture at the column's width. */
function Lead({ item, headingLevel, titleId, kicker }: TLeadItemProps) {
  const href = contentLink(item.content_type_id, item.slug);
  const isProduct = item.content_type_id === CONTENT_TYPE.product;
  return (
    <Stack gap="sm">
      {(kicker || item.category) && (
        <Text component="span" className={classes.kicker}>
          {[kicker, item.category?.name].filter(Boolean).join(' · ')}
        </Text>
      )}
      <Title order={headingLevel} id={titleId} className={`${classes.headline} ${classes.leadHeadline}`}>
        <Anchor component={Link} to={href} underline="hover" c="inherit" inherit>
          {item.title}
        </Anchor>
      </Title>
      {item.excerpt && <Text className={classes.standfirst}>{item.excerpt}</Text>}
      {isProduct ? <PriceTag item={item} size="xl" /> : <FormattedDate value={item.published_at ?? item.created_at} />}
      {item.image && (
        <Link to={href} tabIndex={-1} aria-hidden="true">
          <Picture
            src={item.image}
            sizes={item.image_sizes}
            displaySizes="(min-width: 62em) 60vw, 100vw"
            alt={item.title}
            isEager
          />
        </Link>
      )}
    </Stack>
  );
}

function LeadSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
      <Stack gap="sm" aria-hidden="true">
        <Skeleton h={12} w="20%" />
        <Skeleton h={40} w="90%" />
        <Skeleton h={40} w="60%" />
        <Skeleton h={16} w="80%" />
        <Skeleton h={{ base: 200, md: 360 }} />
      </Stack>
    </div>
  );
}

function NewestFrame({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return <section aria-labelledby={labelledBy}>{children}</section>;
}

const leadLook: THomeLeadLook = {
  LeadItem: Lead,
  NewestFrame,
  skeleton: <LeadSkeleton />,
  WidgetItems: WidgetStories,
  gap: 'xl',
  mutedText: { className: classes.muted },
  WidgetFrame,
  ContactFormColumn,
};
