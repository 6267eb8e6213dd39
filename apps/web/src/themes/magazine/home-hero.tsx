/**
 * The hero of the magazine front page (SPEC §2 "Site settings": site image, overlay text, button) run as a cover
 * photograph with its caption under it, as in print: the line never sits on the picture, so it reads in both schemes
 * whatever the picture. Without a picture the line and button stand between rules; with nothing set there is no hero.
 */
import { Box, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { THomeHeroLayoutProps } from '../layout-props';
import classes from './magazine.module.css';

/** The site image is advised at 900×600 (SPEC §5); wide screens show a wider band of it. */
const COVER_HEIGHT = { base: 200, sm: 300, lg: 380 };

export function HomeHero({ look, isEager = true }: THomeHeroLayoutProps) {
  const { imageUrl, overlayText, button } = look;
  if (!imageUrl && !overlayText && !button) return null;
  return (
    <Box component="section" aria-label={overlayText ?? look.siteName}>
      {imageUrl && (
        <Box h={COVER_HEIGHT} style={{ overflow: 'hidden' }}>
          {/* Decorative: the section says what it is in words. */}
          <img
            src={imageUrl}
            alt=""
            loading={isEager ? 'eager' : 'lazy'}
            fetchPriority={isEager ? 'high' : 'auto'}
            decoding="async"
            style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        </Box>
      )}
      <Group
        justify="space-between"
        align="center"
        gap="md"
        className={imageUrl ? classes.caption : `${classes.caption} ${classes.sectionFront}`}
      >
        {overlayText && (
          <Text className={classes.standfirst} fw={700} style={{ overflowWrap: 'anywhere', flex: '1 1 16rem' }}>
            {overlayText}
          </Text>
        )}
        {button && (
          <Button component={Link} to={button.to}>
            {button.text}
          </Button>
        )}
      </Group>
    </Box>
  );
}
