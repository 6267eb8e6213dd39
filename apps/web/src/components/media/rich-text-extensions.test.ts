import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '@izlog/contract/rich-text';
import { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it } from 'vitest';
import { editorHtmlToValue, richTextExtensions, withAbsoluteLinks } from './rich-text-extensions';

let editor: Editor | null = null;
afterEach(() => editor?.destroy());

const EVERYTHING = `
  <h1>Title</h1><h2>Two</h2><h3>Three</h3><h4>Four</h4><h5>Five</h5>
  <p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code> <span style="color:red">red</span>
     <a href="https://example.com" onclick="x()">ok</a> <a href="javascript:alert(1)">bad</a>
     <a href="mailto:ana@example.com">mail</a> <img src="x.png" onerror="x()"></p>
  <ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol>
  <blockquote><p>quote</p></blockquote><pre><code class="language-js">let a;</code></pre><hr>
  <table><tr><td>cell</td></tr></table><script>alert(1)</script>`;

describe('the text editor', () => {
  it('makes nothing the server would strip: only kept tags, attributes and link schemes', () => {
    editor = new Editor({ extensions: richTextExtensions(), content: EVERYTHING });
    const html = editor.getHTML();
    const document = new DOMParser().parseFromString(html, 'text/html');
    const elements = [...document.body.querySelectorAll('*')];
    for (const element of elements) {
      const tag = element.tagName.toLowerCase();
      expect(RICH_TEXT_TAGS as readonly string[], html).toContain(tag);
      const allowed: readonly string[] = (RICH_TEXT_ATTRIBUTES as Record<string, readonly string[]>)[tag] ?? [];
      for (const attribute of element.getAttributeNames()) expect(allowed, `${tag}[${attribute}]`).toContain(attribute);
    }
    expect(elements.map((element) => element.tagName.toLowerCase())).toEqual(
      expect.arrayContaining([
        'h2',
        'h3',
        'h4',
        'strong',
        'em',
        'u',
        's',
        'code',
        'a',
        'ul',
        'ol',
        'blockquote',
        'pre',
        'hr',
      ]),
    );
    const hrefs = [...document.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['https://example.com', 'mailto:ana@example.com']);
    expect(html).not.toMatch(/<h1|<img|<table|<script|onclick|onerror|style=/);
  });

  it('makes links absolute and says "empty" with an empty string', () => {
    expect(
      withAbsoluteLinks('<a href="example.com/a">x</a><a href="ana@example.com">y</a><a href="/pages/o-nama">z</a>'),
    ).toBe('<a href="https://example.com/a">x</a><a href="mailto:ana@example.com">y</a><a href="/pages/o-nama">z</a>');
    expect(editorHtmlToValue('<p></p>', true)).toBe('');
  });
});
