import { describe, expect, it } from 'vitest';
import { parseVideoLink } from './video-links';

const YOUTUBE = {
  provider: 'youtube',
  id: 'dQw4w9WgXcQ',
  url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
};
const VIMEO = {
  provider: 'vimeo',
  id: '76979871',
  url: 'https://vimeo.com/76979871',
  embedUrl: 'https://player.vimeo.com/video/76979871',
};

describe('parseVideoLink', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s&list=PL123',
    'http://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ?si=abc',
    'youtu.be/dQw4w9WgXcQ',
    '  https://www.youtube.com/shorts/dQw4w9WgXcQ  ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://WWW.YOUTUBE.COM/watch?v=dQw4w9WgXcQ',
  ])('reads the YouTube link %s', (link) => {
    expect(parseVideoLink(link)).toEqual(YOUTUBE);
  });

  it.each([
    'https://vimeo.com/76979871',
    'https://www.vimeo.com/76979871?share=copy',
    'https://player.vimeo.com/video/76979871',
    'https://player.vimeo.com/video/76979871?autoplay=1',
  ])('reads the Vimeo link %s', (link) => {
    expect(parseVideoLink(link)).toEqual(VIMEO);
  });

  it('keeps the privacy hash of an unlisted Vimeo video', () => {
    const expected = {
      provider: 'vimeo',
      id: '76979871',
      url: 'https://vimeo.com/76979871/a1b2c3d4e5',
      embedUrl: 'https://player.vimeo.com/video/76979871?h=a1b2c3d4e5',
    };
    expect(parseVideoLink('https://vimeo.com/76979871/a1b2c3d4e5')).toEqual(expected);
    expect(parseVideoLink('https://player.vimeo.com/video/76979871?h=a1b2c3d4e5')).toEqual(expected);
  });

  it.each([
    ['a javascript: link', 'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ'],
    ['a data: link', 'data:text/html,<script>alert(1)</script>'],
    ['another scheme', 'ftp://youtube.com/watch?v=dQw4w9WgXcQ'],
    ['another host', 'https://example.com/watch?v=dQw4w9WgXcQ'],
    ['a lookalike host', 'https://youtube.com.evil.io/watch?v=dQw4w9WgXcQ'],
    ['a lookalike suffix', 'https://notyoutube.com/watch?v=dQw4w9WgXcQ'],
    ['a lookalike short host', 'https://youtu.be.evil.io/dQw4w9WgXcQ'],
    ['a Vimeo lookalike', 'https://vimeo.com.evil.io/76979871'],
    ['credentials in the link', 'https://youtube.com@evil.io/watch?v=dQw4w9WgXcQ'],
    ['user info on the right host', 'https://evil@youtube.com/watch?v=dQw4w9WgXcQ'],
    ['an odd port', 'https://youtube.com:8443/watch?v=dQw4w9WgXcQ'],
    ['a YouTube page that is not a video', 'https://www.youtube.com/@channel'],
    ['a watch link without an id', 'https://www.youtube.com/watch?list=PL123'],
    ['an id of the wrong shape', 'https://youtu.be/short'],
    ['an id with markup', 'https://www.youtube.com/watch?v=<script>x</'],
    ['a Vimeo page that is not a video', 'https://vimeo.com/channels/staffpicks'],
    ['a Vimeo id that is not a number', 'https://player.vimeo.com/video/abc'],
    ['a Vimeo hash with markup', 'https://vimeo.com/76979871/"><script>'],
    ['empty text', '   '],
    ['not a link', 'my holiday video'],
    ['a very long link', `https://youtu.be/dQw4w9WgXcQ?x=${'a'.repeat(3000)}`],
  ])('refuses %s', (_name, link) => {
    expect(parseVideoLink(link)).toBeNull();
  });
});
