/** The frame of every page of the showcase theme: a wide window, a large heading with an eyebrow and a lead. */
import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './showcase.module.css';

type TPageFrameProps = {
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
};

export function PageFrame({ title, eyebrow, lead, aside, children }: TPageFrameProps) {
  return (
    <Container size="xl" py="xl">
      <Stack gap="xl">
        <Stack gap="sm">
          {eyebrow && <Text className={classes.eyebrow}>{eyebrow}</Text>}
          <Title order={1} className={classes.pageTitle}>
            {title}
          </Title>
          {lead && (
            <Text size="lg" className={classes.muted} maw={760}>
              {lead}
            </Text>
          )}
          {aside}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

/** A section of a page under its heading, with a rule below the heading and an optional link beside it. */
export function Section({
  id,
  title,
  more,
  children,
  tour,
}: {
  id: string;
  title: string;
  more?: ReactNode;
  children: ReactNode;
  /** The guided tour's name for the section (issue 16). */
  tour?: string;
}) {
  return (
    <Stack component="section" aria-labelledby={id} gap="lg" data-tour={tour}>
      <div className={classes.sectionHead}>
        <Title order={2} size="h2" id={id}>
          {title}
        </Title>
        {more}
      </div>
      {children}
    </Stack>
  );
}
