/**
 * The pieces of a site's long texts (terms, privacy policy, terms of payment) in the simple HTML the rich-text editor
 * writes and the server's sanitizer keeps as it is: headings, paragraphs, lists, bold.
 */
export const heading = (text: string) => `<h2>${text}</h2>`;
export const para = (text: string) => `<p>${text}</p>`;
export const bullets = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
export const steps = (...items: string[]) => `<ol>${items.map((item) => `<li>${item}</li>`).join('')}</ol>`;
export const bold = (text: string) => `<strong>${text}</strong>`;

/** A whole text, its parts one after the other. */
export const richText = (...parts: string[]) => parts.join('');
