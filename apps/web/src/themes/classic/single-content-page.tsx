/**
 * SingleArticle, SingleBlog and StaticPage of the classic theme: a reading column with picture, text and gallery, and
 * the page's widgets in positions one (under the heading), two (after the text) and three (at the end; decision 0037).
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
import { RelatedContents } from './related-contents';

export function SingleContentPage({ kind, content, related, comments, widgets }: TSingleContentLayoutProps) {
  const { t } = useTranslation();
  const isPage = kind === 'staticPage';
  return (
    <Container size="md" py="lg" component="article">
      <Stack gap="lg">
        <Stack gap="xs">
          {content.category && !isPage && (
            <Anchor component={Link} to={links.category(content.category.slug)} size="sm">
              {content.category.name}
            </Anchor>
          )}
          <Title order={1}>{content.title}</Title>
          {!isPage && (
            <Group gap="xs" c="dimmed">
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
            <Text size="lg" c="dimmed">
              {content.description}
            </Text>
          )}
        </Stack>
        <WidgetPosition widgets={widgets} position={1} />
        <ProductGallery pictures={galleryPictures(content)} title={content.title} />
        {content.content_text && <RichText html={content.content_text} />}
        <VideoGallery videos={content.video_gallery} />
        <TagList tags={content.tags} />
        <WidgetPosition widgets={widgets} position={2} />
        {comments}
        <RelatedContents items={related} />
        <WidgetPosition widgets={widgets} position={3} />
      </Stack>
    </Container>
  );
}
