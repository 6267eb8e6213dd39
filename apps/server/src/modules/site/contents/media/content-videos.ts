/** The video gallery (SPEC §3): YouTube and Vimeo links, checked by the media module's parser, kept normalized. */

import { parseVideoLink } from '@izlog/contract/video-links';
import { fieldError } from '../../../../platform/http/errors';

export type TVideo = { url: string; provider: string; embed_url: string };

/** The normalized links of `links`; a link that is not a YouTube or Vimeo video is a 422 on video_gallery. */
export function parseVideoLinks(links: string[]): string[] {
  return links.map((link, index) => {
    const video = parseVideoLink(link);
    if (!video) throw fieldError(`video_gallery.${index}`, 'video_link_invalid');
    return video.url;
  });
}

/** How a stored link is shown: its provider and the address to embed. */
export function videoOfUrl(url: string): TVideo {
  const video = parseVideoLink(url);
  return { url, provider: video?.provider ?? 'unknown', embed_url: video?.embedUrl ?? url };
}
