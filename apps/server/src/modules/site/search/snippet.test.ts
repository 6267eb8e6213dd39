import { describe, expect, it } from 'vitest';
import { htmlToPlainText as plainText } from '../../../platform/text/plain-text';
import { makeSnippet, SNIPPET_LENGTH } from './snippet';

const long = (words: number, word = 'reč') => Array.from({ length: words }, () => word).join(' ');

describe('search snippets', () => {
  it('keeps a short text whole, without tags and entities', () => {
    expect(makeSnippet('<p>Sto &amp; <em>stolica</em>&nbsp;za&#33;</p>', ['sto'])).toBe('Sto & stolica za!');
    expect(makeSnippet(null, ['x'])).toBe('');
  });

  it('centres a long text on the first word the query matched, in any script, at word boundaries', () => {
    const text = `${long(60)} Ђак Ćuprija ${long(60)}`;
    const snippet = makeSnippet(text, ['cupr']);
    expect(snippet.startsWith('… ')).toBe(true);
    expect(snippet.endsWith(' …')).toBe(true);
    expect(snippet).toContain('Ђак Ćuprija');
    expect(snippet.length).toBeLessThanOrEqual(SNIPPET_LENGTH + 4);
    expect(snippet.slice(2).split(' ')[0]).toBe('reč');
  });

  it('starts at the beginning when no word matches (the match was in the title or tags)', () => {
    const snippet = makeSnippet(long(100), ['nista']);
    expect(snippet.startsWith('reč reč')).toBe(true);
    expect(snippet.endsWith(' …')).toBe(true);
  });

  it('plain text collapses whitespace', () => {
    expect(plainText('<p>a</p>\n\n<p>b</p>')).toBe('a b');
    expect(plainText('<p>jednu <strong>stolicu</strong>, <a href="/x">link</a>.<br>Dalje</p>')).toBe(
      'jednu stolicu, link. Dalje',
    );
  });
});
