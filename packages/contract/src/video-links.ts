/**
 * Video gallery links (SPEC §3 `video_gallery`): only YouTube and Vimeo, recognised by exact host and id shape, and
 * rewritten to a canonical link and an embed link we build ourselves, so nothing a user typed reaches an iframe.
 * One home for the rule: the server checks `video_gallery` with it, the web's gallery field before sending.
 */
export type TVideoLink = {
  provider: 'youtube' | 'vimeo';
  id: string;
  /** The canonical page of the video. */
  url: string;
  /** What an iframe may load. */
  embedUrl: string;
};

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
/** The privacy hash of an unlisted Vimeo video. */
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;
const MAX_LENGTH = 2000;

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com']);

function youtube(id: string | null | undefined): TVideoLink | null {
  if (!id || !YOUTUBE_ID.test(id)) return null;
  return {
    provider: 'youtube',
    id,
    url: `https://www.youtube.com/watch?v=${id}`,
    embedUrl: `https://www.youtube-nocookie.com/embed/${id}`,
  };
}

function vimeo(id: string | undefined, hash: string | null | undefined): TVideoLink | null {
  if (!id || !VIMEO_ID.test(id)) return null;
  if (hash && !VIMEO_HASH.test(hash)) return null;
  return {
    provider: 'vimeo',
    id,
    url: hash ? `https://vimeo.com/${id}/${hash}` : `https://vimeo.com/${id}`,
    embedUrl: hash ? `https://player.vimeo.com/video/${id}?h=${hash}` : `https://player.vimeo.com/video/${id}`,
  };
}

function parseUrl(input: string): URL | null {
  const text = input.trim();
  if (!text || text.length > MAX_LENGTH) return null;
  // People paste "youtu.be/abc" without a scheme; any other scheme (javascript:, data:) is refused below.
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.username || url.password || url.port) return null;
    return url;
  } catch {
    return null;
  }
}

/** The video behind a YouTube or Vimeo link, or null for anything else. */
export function parseVideoLink(input: string): TVideoLink | null {
  const url = parseUrl(input);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);

  if (host === 'youtu.be') return segments.length === 1 ? youtube(segments[0]) : null;
  if (YOUTUBE_HOSTS.has(host)) {
    if (segments.length === 1 && segments[0] === 'watch') return youtube(url.searchParams.get('v'));
    if (segments.length === 2 && ['shorts', 'embed', 'live'].includes(segments[0] ?? '')) return youtube(segments[1]);
    return null;
  }
  if (VIMEO_HOSTS.has(host)) {
    if (segments.length === 1) return vimeo(segments[0], url.searchParams.get('h'));
    if (segments.length === 2) return vimeo(segments[0], segments[1]);
    return null;
  }
  if (host === 'player.vimeo.com') {
    return segments.length === 2 && segments[0] === 'video' ? vimeo(segments[1], url.searchParams.get('h')) : null;
  }
  return null;
}
