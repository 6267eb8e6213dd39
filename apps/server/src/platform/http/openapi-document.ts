/**
 * The OpenAPI document as it is committed in `docs/openapi.json` (decision 0018): every object's keys sorted, so the
 * file changes only when the API does, whatever order the routes were registered in. CI writes it again and fails
 * when it differs from the committed one; `npm run openapi:snapshot` writes it.
 */
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { REPO_ROOT } from '../../config';

export const OPENAPI_SNAPSHOT_PATH = resolve(REPO_ROOT, 'docs/openapi.json');

/** A copy of a JSON value whose objects list their keys in code-point order; arrays keep theirs. */
export function withSortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withSortedKeys);
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([key, item]) => [key, withSortedKeys(item)]));
}

/** The document of a ready app, as the committed file holds it. */
export function openApiDocumentText(app: FastifyInstance): string {
  return `${JSON.stringify(withSortedKeys(app.swagger()), null, 2)}\n`;
}
