/**
 * The frame of a page of the magazine theme: a section front — a heavy rule, the kicker, the page's headline and its
 * standfirst — over the page's matter in a wide column.
 */
import { DEFAULT_HEADER_HEIGHT } from '@izlog/contract/constants';
import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './magazine.module.css';

type TPageFrameProps = {
  title: ReactNode;
  /** The word over the headline (the section the page belongs to). */
  kicker?: ReactNode;
  lead?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
  /** A page of reading (terms, a planner) keeps the reading column's width. */
  isNarrow?: boolean;
};

export function PageFrame({ title, kicker, lead, aside, children, isNarrow = false }: TPageFrameProps) {
  return (
    <Container size="xl" py="lg">
      <Stack gap="xl" className={isNarrow ? classes.readingColumn : undefined}>
        <Stack gap="xs" className={classes.sectionFront}>
          {kicker && (
            <Text component="span" className={classes.kicker}>
              {kicker}
            </Text>
          )}
          <Title order={1} className={classes.pageTitle}>
            {title}
          </Title>
          {lead && <Text className={`${classes.standfirst} ${classes.muted}`}>{lead}</Text>}
          {aside}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

/** A small heading over a list or a box, ruled as a newspaper's. */
export function SectionHead({ id, children, order = 2 }: { id: string; children: ReactNode; order?: 2 | 3 }) {
  return (
    <Title
      order={order}
      id={id}
      className={classes.sectionHead} // The fixed header must not cover a heading a page change scrolls to.
      style={{ scrollMarginTop: DEFAULT_HEADER_HEIGHT + 16 }}
    >
      {children}
    </Title>
  );
}
