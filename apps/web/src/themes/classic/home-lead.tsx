/**
 * The home page's position-one block (get-home-page-position-one, decision 0037): the first widget of position one —
 * its first item leading with a large picture, the others in the widget's layout — or, while position one has no
 * widget, the site's newest content under "Featured".
 */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import type { TContentListItem } from '@izlog/contract/contents';
import type { TPageWidget } from '@izlog/contract/widgets';
import { Anchor, Grid, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contentLink } from '@/lib/paths';
import type { THomeLeadState } from '../layout-props';
import { LeadFailure, resolveHomeLead, widgetHasNoContent } from '../shared/home-lead';
import { PriceTag } from '../shared/price-tag';
import { Picture } from './picture';
import { ContactFormColumn, WidgetFrame } from './widget-frame';
import { WidgetItems } from './widget-items';

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
            <LeadItem item={first} headingLevel={3} />
            {rest.length > 0 && <WidgetItems items={rest} perRow={widget.layout} label={widget.widget_title} />}
          </Stack>
        ) : (
          <Text c="dimmed" ta="center" py="md">
            {widgetHasNoContent()}
          </Text>
        )}
      </WidgetFrame>
    );
  }
  const newest = lead.item;
  return (
    <Paper component="section" aria-labelledby={`lead-${newest.id}-title`} withBorder radius="md" p="md">
      <LeadItem item={newest} headingLevel={2} kicker={t('catalogue.featured')} />
    </Paper>
  );
}

type TLeadItemProps = { item: TContentListItem; headingLevel: 2 | 3; kicker?: string };

/** The leading item: its picture large beside its title and text (above them on phones). */
function LeadItem({ item, headingLevel, kicker }: TLeadItemProps) {
  const href = contentLink(item.content_type_id, item.slug);
  return (
    <Grid gap="lg" align="center">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Link to={href} tabIndex={-1} aria-hidden="true">
          <Picture
            src={item.image}
            sizes={item.image_sizes}
            displaySizes="(min-width: 62em) 58vw, 100vw"
            alt={item.title}
            isEager
          />
        </Link>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="sm">
          {kicker && (
            <Text size="sm" tt="uppercase" c="dimmed" fw={600}>
              {kicker}
            </Text>
          )}
          <Title order={headingLevel} size={headingLevel === 2 ? 'h2' : 'h3'} id={`lead-${item.id}-title`}>
            <Anchor component={Link} to={href} c="inherit" underline="hover">
              {item.title}
            </Anchor>
          </Title>
          {item.content_type_id === CONTENT_TYPE.product && <PriceTag item={item} />}
          {item.excerpt && <Text>{item.excerpt}</Text>}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

function LeadSkeleton() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" role="status" aria-live="polite">
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
      <Grid gap="lg" align="center" aria-hidden="true">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Skeleton h={{ base: 200, md: 300 }} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Skeleton h={28} w="80%" mb="sm" />
          <Skeleton h={14} mb={8} />
          <Skeleton h={14} w="60%" />
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
