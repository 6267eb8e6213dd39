/**
 * The hero of the showcase home page (SPEC §2 "Site settings": site image, overlay text, button): the picture as wide
 * as the window and most of its height, a veil darker at the bottom so the large white line reads on any picture, and
 * the button. Without a picture it stands on the site's own colour; with nothing set there is no hero at all.
 */
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import type { THomeHeroLayoutProps } from '../layout-props';
import classes from './showcase.module.css';

export function HomeHero({ look, isEager = true }: THomeHeroLayoutProps) {
  const { imageUrl, overlayText, button } = look;
  if (!imageUrl && !overlayText && !button) return null;
  return (
    <section
      className={classes.heroBand}
      aria-label={overlayText ?? look.siteName}
      // A preview (not the first thing of a page) sits in its frame instead of spanning the window.
      data-framed={isEager ? undefined : true}
    >
      {imageUrl && (
        <>
          {/* Decorative: the section says what it is in words. */}
          <img
            src={imageUrl}
            alt=""
            className={classes.heroImage}
            loading={isEager ? 'eager' : 'lazy'}
            fetchPriority={isEager ? 'high' : 'auto'}
            decoding="async"
          />
          <div className={classes.heroVeil} aria-hidden="true" />
        </>
      )}
      <div className={classes.heroContent}>
        {overlayText && <p className={classes.heroLine}>{overlayText}</p>}
        {button && (
          // White on the veil and on the site's colour alike; its words in the site's colour, as a filled button's
          // white words on that colour read.
          <Button
            component={Link}
            to={button.to}
            size="lg"
            radius="xl"
            variant="white"
            c="var(--mantine-primary-color-filled)"
            mt="lg"
          >
            {button.text}
          </Button>
        )}
      </div>
    </section>
  );
}
