/**
 * The frame of one widget on a page: a region named by its title, with its description and cover photo beside them
 * (above them on phones), then what the widget shows.
 */
import type { TPageWidget } from '@izlog/contract/widgets';
import { Box, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Picture } from './picture';

export function WidgetFrame({ widget, children }: { widget: TPageWidget; children: ReactNode }) {
  const titleId = `widget-${widget.widget_id}-title`;
  const heading = (
    <Stack gap={4}>
      <Title order={2} size="h3" id={titleId}>
        {widget.widget_title}
      </Title>
      {widget.widget_description && (
        <Text c="dimmed" style={{ whiteSpace: 'pre-line' }}>
          {widget.widget_description}
        </Text>
      )}
    </Stack>
  );
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        {widget.image ? (
          <Grid gap="md" align="center">
            <Grid.Col span={{ base: 12, sm: 4 }}>
              {/* The cover is decoration: the title beside it says what the widget is. */}
              <Picture
                src={widget.image}
                sizes={widget.image_sizes}
                displaySizes="(min-width: 48em) 33vw, 100vw"
                alt=""
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 8 }}>{heading}</Grid.Col>
          </Grid>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </Paper>
  );
}

/** A form reads best in a column of a line's length, even in a widget as wide as the page. */
export function ContactFormColumn({ children }: { children: ReactNode }) {
  return <Box maw={720}>{children}</Box>;
}
