/**
 * A "most read" widget as newspapers run it: headlines under large numbers, no pictures. The order is the server's
 * (the widget's `most_read` criterion), so the numbers are its ranks.
 */
import type { TContentListItem } from '@izlog/contract/contents';
import { Anchor, Title } from '@mantine/core';
import { Link } from 'react-router';
import { contentLink } from '@/lib/paths';
import classes from './magazine.module.css';

export function RankedStories({ items, label }: { items: TContentListItem[]; label: string }) {
  return (
    <ol aria-label={label} className={classes.ranked}>
      {items.map((item) => (
        <li key={item.id}>
          <Title order={3} size="h4" className={classes.headline}>
            <Anchor
              component={Link}
              to={contentLink(item.content_type_id, item.slug)}
              underline="hover"
              c="inherit"
              inherit
            >
              {item.title}
            </Anchor>
          </Title>
        </li>
      ))}
    </ol>
  );
}
