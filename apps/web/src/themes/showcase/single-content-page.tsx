/**
 * SingleArticle, SingleBlog and StaticPage of the showcase theme: the title large over a wide cover picture, then a
 * reading column with the text, gallery, videos and tags, and the page's widgets in positions one (under the cover),
 * two (after the text) and three (at the end; decision 0037).
 */
import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { links } from '@/lib/paths';
import type { TSingleContentLayoutProps } from '../layout-props';
import { authorName, galleryPictures } from '../shared/content-facts';
import { FormattedDate } from '../shared/formatted-date';
import { ProductGallery } from '../shared/product-gallery';
import { RichText } from '../shared/rich-text';
import { TagList } from '../shared/tag-list';
import { VideoGallery } from '../shared/video-gallery';
import { WidgetPosition } from '../shared/widget-position';
import { RelatedTiles } from './related-tiles';
import classes from './showcase.module.css';
import { TileImage } from './tile-image';

export function SingleContentPage({ kind, content, related, comments, widgets }: TSingleContentLayoutProps) {
  const { t } = useTranslation();
  const isPage = kind === 'staticPage';
  // The main picture is the cover; the gallery below shows the others (or all of them, with the cover first, when
  // there are several to leaf through).
  const pictures = galleryPictures(content);
  const hasGallery = pictures.length > 1;
  return (
    <Container size="xl" py="xl" component="article">
      <Stack gap="xl">
        <Stack gap="sm" maw={960} mx="auto" w="100%" ta="center" align="center">
          {content.category && !isPage && (
            <Anchor
              component={Link}
              to={links.category(content.category.slug)}
              className={classes.eyebrow}
              underline="hover"
            >
              {content.category.name}
            </Anchor>
          )}
          <Title order={1} className={classes.pageTitle}>
            {content.title}
          </Title>
          {!isPage && (
            <Group gap="xs" justify="center" className={classes.muted}>
              <FormattedDate value={content.published_at ?? content.created_at} />
              <Text size="xs">
                {t('catalogue.byAuthor')}{' '}
                <Anchor component={Link} to={links.profile(content.author.id)} size="xs">
                  {authorName(content.author)}
                </Anchor>
              </Text>
            </Group>
          )}
          {content.description && (
            <Text size="xl" className={classes.muted}>
              {content.description}
            </Text>
          )}
        </Stack>
        {content.image && !hasGallery && (
          <TileImage
            src={content.image}
            sizes={content.image_sizes}
            displaySizes="(min-width: 88em) 1320px, 100vw"
            alt={content.title}
            isEager
            shape="cover"
          />
        )}
        <Container size="md" px={0} w="100%">
          <Stack gap="xl">
            <WidgetPosition widgets={widgets} position={1} />
            {hasGallery && <ProductGallery pictures={pictures} title={content.title} />}
            {content.content_text && <RichText html={content.content_text} />}
            <VideoGallery videos={content.video_gallery} />
            <TagList tags={content.tags} />
            <WidgetPosition widgets={widgets} position={2} />
            {comments}
          </Stack>
        </Container>
        <RelatedTiles items={related} />
        <WidgetPosition widgets={widgets} position={3} />
      </Stack>
    </Container>
  );
}
