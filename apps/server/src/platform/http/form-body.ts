/**
 * Gives multipart and urlencoded bodies the meaning a JSON body would have (DESIGN §3): repeated keys and `key[]`
 * become arrays, `a[0][b]` becomes nested objects and lists. Keys that could pollute prototypes are dropped.
 */
export type TUploadedFile = { kind: 'file'; field: string; filename: string; mimetype: string; data: Buffer };

export const isUploadedFile = (value: unknown): value is TUploadedFile =>
  typeof value === 'object' && value !== null && (value as TUploadedFile).kind === 'file';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_INDEX = 999;

type TNode = Record<string, unknown> | unknown[];

function parseKey(key: string): string[] | undefined {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) return undefined;
  const rest = [...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? '');
  return [match[1] ?? '', ...rest];
}

function assign(target: TNode, path: string[], value: unknown): void {
  const [head = '', ...tail] = path;
  if (FORBIDDEN_KEYS.has(head)) return;
  const isIndex = /^\d+$/.test(head);
  // A huge index would make a huge sparse array; a name in a list (`tags[length]`, `tags[filter]`) would break it.
  if (isIndex && Number(head) > MAX_INDEX) return;
  if (Array.isArray(target) && head !== '' && !isIndex) return;
  const container = target as Record<string, unknown>;
  if (tail.length === 0) {
    if (Array.isArray(target) && head === '') target.push(value);
    else if (Object.hasOwn(container, head)) {
      const existing = container[head];
      container[head] = Array.isArray(existing) ? [...existing, value] : [existing, value];
    } else container[head] = value;
    return;
  }
  const nextIsIndex = tail[0] === '' || /^\d+$/.test(tail[0] ?? '');
  if (Array.isArray(target) && head === '') {
    const child: TNode = nextIsIndex ? [] : {};
    target.push(child);
    assign(child, tail, value);
    return;
  }
  let child = container[head];
  if (typeof child !== 'object' || child === null || isUploadedFile(child)) {
    child = nextIsIndex ? [] : {};
    container[head] = child;
  }
  assign(child as TNode, tail, value);
}

/** Removes holes left by sparse indexes such as `locations[3]` with no 0–2. */
function compact(node: unknown): unknown {
  if (Array.isArray(node)) return node.filter((v) => v !== undefined).map(compact);
  if (typeof node === 'object' && node !== null && !isUploadedFile(node)) {
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, compact(v)]));
  }
  return node;
}

export function normalizeFormEntries(entries: Iterable<[string, unknown]>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    const path = parseKey(key);
    if (path) assign(root, path, value);
  }
  return compact(root) as Record<string, unknown>;
}
