/**
 * A text stored before anyone reads it — a background job's progress or failure — kept as its message key and values,
 * not in the language of the process that wrote it, so each reader sees it in theirs (issue 26 item 8, decision
 * 0068). Stored as `msg:` and JSON; any other text is shown as it is.
 */
import type { TLanguage } from './constants';
import { formatMessage, isMessageKey, type TMessageKey, type TMessageParams } from './messages';

const PREFIX = 'msg:';

export const cataloguedText = (key: TMessageKey, params: TMessageParams = {}): string =>
  `${PREFIX}${JSON.stringify({ key, params })}`;

/** The text in `language` when it is catalogued, else the text itself. */
export function readCataloguedText(text: string, language: TLanguage): string {
  if (!text.startsWith(PREFIX)) return text;
  try {
    const { key, params } = JSON.parse(text.slice(PREFIX.length)) as { key: string; params?: TMessageParams };
    return isMessageKey(key) ? formatMessage(key, language, params ?? {}) : text;
  } catch {
    return text;
  }
}
