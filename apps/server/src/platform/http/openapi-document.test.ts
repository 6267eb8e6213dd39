import { describe, expect, it } from 'vitest';
import { withSortedKeys } from './openapi-document';

describe('the committed OpenAPI document (decision 0018)', () => {
  it('lists every object key in code-point order at every depth, keeps arrays in order and drops undefined', () => {
    const document = {
      paths: { '/b': { post: { b: 1, a: 2 } }, '/a': { get: {} } },
      openapi: '3.0.3',
      tags: [{ name: 'Z' }, { name: 'A', description: undefined }],
    };
    const sorted = withSortedKeys(document);
    expect(JSON.stringify(sorted)).toBe(
      '{"openapi":"3.0.3","paths":{"/a":{"get":{}},"/b":{"post":{"a":2,"b":1}}},"tags":[{"name":"Z"},{"name":"A"}]}',
    );
    // The same document built in another order writes the same text.
    const reordered = {
      tags: document.tags,
      openapi: '3.0.3',
      paths: { '/a': { get: {} }, '/b': { post: { a: 2, b: 1 } } },
    };
    expect(JSON.stringify(withSortedKeys(reordered))).toBe(JSON.stringify(sorted));
  });
});
