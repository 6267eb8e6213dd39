/**
 * The hero of the classic home page (SPEC §2 "Site settings": site image, overlay text, button): the picture with a
 * dark veil so the white line over it stays readable whatever the picture, and the button to a page of the site.
 * Without a picture the line and button sit on the site's green; with nothing set there is no hero at all.
 */
import { Box, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { THomeHeroLayoutProps } from '../layout-props';

/** The site image is advised at 900×600 (SPEC §5); on wide screens the band is lower than 3:2 and crops it. */
const HERO_MIN_HEIGHT = { base: 220, sm: 320, lg: 380 };

export function HomeHero({ look, isEager = true }: THomeHeroLayoutProps) {
  const { imageUrl, overlayText, button } = look;
  if (!imageUrl && !overlayText && !button) return null;
  return (
    <Box
      component="section"
      aria-label={overlayText ?? look.siteName}
      pos="relative"
      mih={HERO_MIN_HEIGHT}
      bg={imageUrl ? 'dark.7' : 'teal.8'}
      style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', display: 'flex', alignItems: 'flex-end' }}
    >
      {imageUrl && (
        <>
          {/* Decorative: the section says what it is in words. */}
          <img
            src={imageUrl}
            alt=""
            loading={isEager ? 'eager' : 'lazy'}
            fetchPriority={isEager ? 'high' : 'auto'}
            decoding="async"
            style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
          />
          <Box
            aria-hidden="true"
            pos="absolute"
            inset={0}
            style={{
              background: 'linear-gradient(to top, rgba(0,0,0,0.78) 0%, rgba(0,0,0,0.5) 55%, rgba(0,0,0,0.3) 100%)',
            }}
          />
        </>
      )}
      <Stack pos="relative" gap="md" p={{ base: 'md', sm: 'xl' }} maw={720} align="flex-start">
        {overlayText && (
          <Text
            c="white"
            fw={700}
            fz={{ base: 24, sm: 36 }}
            lh={1.2}
            style={{ overflowWrap: 'anywhere', textShadow: '0 1px 3px rgba(0,0,0,0.45)' }}
          >
            {overlayText}
          </Text>
        )}
        {button && (
          // White on the dark veil and on the green alike; the text in the site's darkest green reads 8:1 on it.
          <Button component={Link} to={button.to} size="md" color="white" c="teal.9" variant="filled">
            {button.text}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
