/**
 * The video gallery: each video is a link to its page, and a "Play" button that loads the player in place. The
 * player (youtube-nocookie or Vimeo, the only frames the server's CSP allows) loads only on that click, so a visit
 * tells the video sites nothing until the visitor chooses to watch.
 */
import type { TContent } from '@izlog/contract/contents';
import { Anchor, AspectRatio, Button, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type TVideo = TContent['video_gallery'][number];

const EMBEDDABLE = ['https://www.youtube-nocookie.com/embed/', 'https://player.vimeo.com/video/'];
const isEmbeddable = (url: string) => EMBEDDABLE.some((prefix) => url.startsWith(prefix));
const providerName = (provider: string) => ({ youtube: 'YouTube', vimeo: 'Vimeo' })[provider] ?? provider;

export function VideoGallery({ videos }: { videos: TVideo[] }) {
  const { t } = useTranslation();
  if (videos.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="videos-title" gap="sm">
      <Title order={2} size="h3" id="videos-title">
        {t('catalogue.videos')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {videos.map((video, index) => (
          <VideoItem key={video.id} video={video} number={index + 1} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function VideoItem({ video, number }: { video: TVideo; number: number }) {
  const { t } = useTranslation();
  const [isPlaying, setIsPlaying] = useState(false);
  const canEmbed = isEmbeddable(video.embed_url);
  return (
    <Paper withBorder radius="md" p="xs">
      <Stack gap="xs">
        <AspectRatio ratio={16 / 9}>
          {isPlaying ? (
            <iframe
              src={video.embed_url}
              title={t('catalogue.videoTitle', { number })}
              allow="autoplay; fullscreen; picture-in-picture"
              allowFullScreen
              style={{ border: 0 }}
            />
          ) : (
            <Button
              variant="light"
              h="100%"
              radius="sm"
              disabled={!canEmbed}
              onClick={() => setIsPlaying(true)}
              aria-label={t('catalogue.playVideo', { number })}
            >
              <span aria-hidden="true" style={{ fontSize: 40 }}>
                ▶
              </span>
            </Button>
          )}
        </AspectRatio>
        <Anchor href={video.url} target="_blank" rel="noopener noreferrer" size="sm">
          {t('catalogue.watchVideo', { number, provider: providerName(video.provider) })}
        </Anchor>
      </Stack>
    </Paper>
  );
}
