/** Rich text of a content inside the theme's typography. */
import { Typography } from '@mantine/core';

export function RichText({ html }: { html: string }) {
  return (
    <Typography>
      {/* The only raw HTML of the web app: content_text is sanitized on the server before it is stored
          (sanitizeRichText: no script, no event handlers, no javascript: links), so it is rendered as written. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server, see above. */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
