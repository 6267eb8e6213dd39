/**
 * The home page's position-one block (get-home-page-position-one, decision 0037): the first widget of position one —
 * its first item leading with a large picture, the others in the widget's layout — or, while position one has no
 * widget, the site's newest content under "Featured".
 */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import { Anchor, Grid, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contentLink } from '@/lib/paths';
import { HomeLeadBlock, type THomeLeadLook, type THomeLeadProps, type TLeadItemProps } from '../shared/home-lead';
import { Picture } from '../shared/picture';
import { PriceTag } from '../shared/price-tag';
import { ContactFormColumn, WidgetFrame } from '../shared/widget-frame';
import { WidgetItems } from '../shared/widget-items';

export function HomeLead(props: THomeLeadProps) {
  return <HomeLeadBlock {...props} look={leadLook} />;
}

/** The leading item: its picture large beside its title and text (above them on phones). */
function LeadItem({ item, headingLevel, titleId, kicker }: TLeadItemProps) {
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
          <Title order={headingLevel} size={headingLevel === 2 ? 'h2' : 'h3'} id={titleId}>
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

function NewestFrame({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={labelledBy} withBorder radius="md" p="md">
      {children}
    </Paper>
  );
}

const leadLook: THomeLeadLook = {
  LeadItem,
  NewestFrame,
  skeleton: <LeadSkeleton />,
  WidgetItems,
  gap: 'lg',
  mutedText: { c: 'dimmed' },
  WidgetFrame,
  ContactFormColumn,
};
