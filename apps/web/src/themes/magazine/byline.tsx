/** A story's byline between hairlines: who wrote it (a link to their profile), when, and how long it reads. */
import type { TContent } from '@izlog/contract/contents';
import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { links } from '@/lib/paths';
import { authorName } from '../shared/content-facts';
import { FormattedDate } from '../shared/formatted-date';
import classes from './magazine.module.css';

type TBylineProps = { author: TContent['author']; date?: string | null; minutes?: number | null };

export function Byline({ author, date, minutes }: TBylineProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" className={classes.byline} wrap="wrap">
      <Text size="sm" fw={600}>
        {t('catalogue.byAuthor')}{' '}
        <Anchor component={Link} to={links.profile(author.id)} size="sm" fw={700}>
          {authorName(author)}
        </Anchor>
      </Text>
      {date && (
        <>
          <Separator />
          <FormattedDate value={date} />
        </>
      )}
      {minutes && (
        <>
          <Separator />
          <Text size="xs" className={classes.muted}>
            {t('magazine.readingTime', { count: minutes })}
          </Text>
        </>
      )}
    </Group>
  );
}

const Separator = () => (
  <Text component="span" size="xs" aria-hidden="true" className={classes.muted}>
    ·
  </Text>
);
