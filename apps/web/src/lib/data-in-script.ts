/**
 * Content in the reader's script (issue 16 item 5: "content written in one script can be shown in the other"): plain
 * data, deep, with its texts in Serbian Latin or Cyrillic. Only texts change: addresses and identifiers (by their
 * keys), enum values, dates, React elements, functions and class instances stay as they are, and rich text changes
 * between its tags only.
 */
import { type TSerbianScript, toScript, transliterateHtml } from '@izlog/contract/serbian-script';
import { scriptOf, useInterfaceLanguage } from './i18n';

/**
 * Keys (snake_case, or camelCase read as snake_case) whose values are addresses, identifiers or enum values, never
 * text to read: matched on their last word (`logo_url`, `video_id`, `created_at`) or whole (`page_name`). What a
 * visitor types (`query`, `defaultValue`, `draft`, `initialValue`) is kept too: shown in the other script, an input's
 * own onChange would write the converted text back. A bare `value` is not kept: a product attribute's values are text
 * to read. Layouts must therefore not hold input state in their props under any other name.
 */
const KEPT_KEY =
  /(?:^|_)(?:url|urls|href|src|srcset|path|slug|image|images|sizes|email|icon|avatar|logo|to|id|ids|key|token|status|type|kind|source|criteria|provider|language|locale|currency|color|colour|at|date|time|template|sort|delivery|mode|variant|scheme|username|phone|domain|subdomain|host|unique|position|link|query|default_value|initial_value|draft|page_name|link_text)$/;

const snakeCaseOf = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
const isKeptKey = (key: string) => KEPT_KEY.test(snakeCaseOf(key));

/** A lone snake_case word is an identifier (an enum value) wherever it appears. */
const IDENTIFIER = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/;
const HTML_TAG = /<\/?[A-Za-z][^<>]*>/;

function textInScript(text: string, script: TSerbianScript): string {
  if (IDENTIFIER.test(text)) return text;
  return HTML_TAG.test(text) ? transliterateHtml(text, script) : toScript(text, script);
}

const isPlainObject = (value: object): value is Record<string, unknown> => {
  const prototype = Object.getPrototypeOf(value);
  return (prototype === Object.prototype || prototype === null) && !('$$typeof' in value);
};

/** Each script's results by the data they came from: data from the query cache keeps its identity between renders. */
const caches: Record<TSerbianScript, WeakMap<object, unknown>> = { latin: new WeakMap(), cyrillic: new WeakMap() };

/** The value with its texts in `script`; the same object when nothing in it changed. */
export function dataInScript<T>(value: T, script: TSerbianScript): T {
  if (typeof value === 'string') return textInScript(value, script) as T;
  if (value === null || typeof value !== 'object') return value;
  const isArray = Array.isArray(value);
  if (!isArray && !isPlainObject(value)) return value; // React elements, dates, files, class instances
  const cache = caches[script];
  if (cache.has(value)) return cache.get(value) as T;

  let isChanged = false;
  const mapped = isArray
    ? value.map((item) => {
        const shown = dataInScript(item, script);
        isChanged ||= shown !== item;
        return shown;
      })
    : Object.fromEntries(
        Object.entries(value).map(([key, item]) => {
          const shown = isKeptKey(key) ? item : dataInScript(item, script);
          isChanged ||= shown !== item;
          return [key, shown];
        }),
      );
  const result = (isChanged ? mapped : value) as T;
  cache.set(value, result);
  return result;
}

/** The value in the script the visitor reads (as it is in English); follows the language switch. */
export function useInReaderScript<T>(value: T): T {
  const script = scriptOf(useInterfaceLanguage());
  return script ? dataInScript(value, script) : value;
}
