/** The first story of a list run as its lead: a larger headline and excerpt beside (on phones over) a wide picture. */
import { Anchor, Grid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { FormattedDate } from '../shared/formatted-date';
import classes from './magazine.module.css';
import { Picture } from './picture';
import type { TStoryRowProps } from './story-row';

type TLeadRowProps = Pick<TStoryRowProps, 'href' | 'title' | 'image' | 'imageSizes' | 'kicker' | 'text' | 'date'>;

export function LeadRow({ href, title, image, imageSizes, kicker, text, date }: TLeadRowProps) {
  return (
    // The lead spans every column of the list's grid.
    <li style={{ gridColumn: '1 / -1' }}>
      <Grid gap="lg" align="center">
        <Grid.Col span={{ base: 12, md: image ? 5 : 12 }}>
          <Stack gap="xs">
            {kicker && (
              <Text component="span" className={classes.kicker}>
                {kicker}
              </Text>
            )}
            <Title order={2} className={`${classes.headline} ${classes.leadHeadline}`}>
              <Anchor component={Link} to={href} underline="hover" c="inherit" inherit>
                {title}
              </Anchor>
            </Title>
            {text && (
              <Text className={classes.standfirst} lineClamp={4}>
                {text}
              </Text>
            )}
            {date && <FormattedDate value={date} />}
          </Stack>
        </Grid.Col>
        {image && (
          <Grid.Col span={{ base: 12, md: 7 }} order={{ base: -1, md: 0 }}>
            <Link to={href} tabIndex={-1} aria-hidden="true">
              <Picture
                src={image}
                sizes={imageSizes}
                displaySizes="(min-width: 62em) 55vw, 100vw"
                alt={title}
                isEager
              />
            </Link>
          </Grid.Col>
        )}
      </Grid>
    </li>
  );
}
