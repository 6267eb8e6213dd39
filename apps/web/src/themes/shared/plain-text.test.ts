import { describe, expect, it } from 'vitest';
import { plainTextOf } from './plain-text';

describe('plainTextOf', () => {
  it('keeps the words of neighbouring blocks apart and drops tags and comments', () => {
    expect(
      plainTextOf('<p>Ručno <strong>glazirana</strong></p><p>šolja</p><!-- note --><ul><li>250 ml</li></ul>'),
    ).toBe('Ručno glazirana šolja 250 ml');
    expect(plainTextOf('Prvi red<br>drugi red')).toBe('Prvi red drugi red');
  });

  it('decodes what the server’s sanitizer escapes, and numeric references, as the browser would', () => {
    expect(plainTextOf('<p>Tom &amp; Jerry &lt;3 &quot;uvek&quot; &#39;da&#39; &#x160;ta&nbsp;je</p>')).toBe(
      'Tom & Jerry <3 "uvek" \'da\' Šta je',
    );
  });

  it('gives markup written as text back as text, never as elements', () => {
    expect(plainTextOf('&lt;img src=x onerror=alert(1)&gt;')).toBe('<img src=x onerror=alert(1)>');
    expect(plainTextOf(null)).toBe('');
  });
});
