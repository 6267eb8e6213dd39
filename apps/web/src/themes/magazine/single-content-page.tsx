/**
 * SingleArticle, SingleBlog and StaticPage of the magazine theme: a narrow reading column (about 65 characters a
 * line) under the section's kicker, a large headline, the standfirst and the byline; the text in serif with a drop
 * cap (a static page, being no story, has neither byline nor drop cap). The page's widgets sit in positions one
 * (under the head), two (after the text) and three (at the end; decision 0037).
 */
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { links } from '@/lib/paths';
import type { TSingleContentLayoutProps } from '../layout-props';
import { galleryPictures } from '../shared/content-facts';
import { ProductGallery } from '../shared/product-gallery';
import { TagList } from '../shared/tag-list';
import { VideoGallery } from '../shared/video-gallery';
import { Byline } from './byline';
import classes from './magazine.module.css';
import { readingMinutes } from './reading-time';
import { RelatedStories } from './related-stories';
import { StoryBody } from './story-body';
import { WidgetPosition } from './widget-position';

export function SingleContentPage({ kind, content, related, comments, widgets }: TSingleContentLayoutProps) {
  const isStory = kind !== 'staticPage';
  return (
    <Container size="xl" py="lg">
      <Stack gap="xl">
        <Stack component="article" gap="lg" className={classes.readingColumn} aria-labelledby="story-title">
          <Stack gap="sm" className={classes.sectionFront}>
            {content.category && isStory && (
              <Anchor component={Link} to={links.category(content.category.slug)} className={classes.kicker}>
                {content.category.name}
              </Anchor>
            )}
            <Title order={1} id="story-title" className={`${classes.headline} ${classes.leadHeadline}`}>
              {content.title}
            </Title>
            {content.description && (
              <Text className={`${classes.standfirst} ${classes.muted}`}>{content.description}</Text>
            )}
            {isStory && (
              <Byline
                author={content.author}
                date={content.published_at ?? content.created_at}
                minutes={readingMinutes(content.content_text)}
              />
            )}
          </Stack>
          <WidgetPosition widgets={widgets} position={1} />
          <ProductGallery pictures={galleryPictures(content)} title={content.title} />
          {content.content_text && <StoryBody html={content.content_text} hasDropCap={isStory} />}
          <VideoGallery videos={content.video_gallery} />
          <TagList tags={content.tags} />
        </Stack>
        <WidgetPosition widgets={widgets} position={2} />
        {comments && <div className={classes.readingColumn}>{comments}</div>}
        <RelatedStories items={related} />
        <WidgetPosition widgets={widgets} position={3} />
      </Stack>
    </Container>
  );
}
