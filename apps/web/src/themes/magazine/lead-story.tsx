/**
 * The front page's lead story: position one's block (get-home-page-position-one, decision 0037) — the first widget of
 * position one, its first item run as the lead (a large headline and standfirst over a wide picture) and the others
 * as stories in the widget's columns — or, while position one has no widget, the site's newest content as the lead.
 */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import type { TContentListItem } from '@izlog/contract/contents';
import type { TPageWidget } from '@izlog/contract/widgets';
import { Anchor, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contentLink } from '@/lib/paths';
import type { THomeLeadState } from '../layout-props';
import { FormattedDate } from '../shared/formatted-date';
import { LeadFailure, resolveHomeLead, widgetHasNoContent } from '../shared/home-lead';
import { PriceTag } from '../shared/price-tag';
import classes from './magazine.module.css';
import { Picture } from './picture';
import { ContactFormColumn, WidgetFrame } from './widget-frame';
import { WidgetStories } from './widget-stories';

type TLeadStoryProps = {
  state: THomeLeadState;
  contactForm: (widget: TPageWidget) => ReactNode;
  /** False when the page already says that its widgets failed: one notice is enough. */
  showsFailure: boolean;
};

export function LeadStory({ state, contactForm, showsFailure }: TLeadStoryProps) {
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
          <Stack gap="xl">
            <Lead item={first} headingLevel={3} />
            {rest.length > 0 && <WidgetStories items={rest} perRow={widget.layout} label={widget.widget_title} />}
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
    <section aria-labelledby={`lead-${newest.id}-title`}>
      <Lead item={newest} headingLevel={2} kicker={t('catalogue.featured')} />
    </section>
  );
}

type TLeadProps = { item: TContentListItem; headingLevel: 2 | 3; kicker?: string };

/** The lead: kicker, a large headline, the standfirst and the date over the picture at the column's width. */
function Lead({ item, headingLevel, kicker }: TLeadProps) {
  const href = contentLink(item.content_type_id, item.slug);
  const isProduct = item.content_type_id === CONTENT_TYPE.product;
  return (
    <Stack gap="sm">
      {(kicker || item.category) && (
        <Text component="span" className={classes.kicker}>
          {[kicker, item.category?.name].filter(Boolean).join(' · ')}
        </Text>
      )}
      <Title
        order={headingLevel}
        id={`lead-${item.id}-title`}
        className={`${classes.headline} ${classes.leadHeadline}`}
      >
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
