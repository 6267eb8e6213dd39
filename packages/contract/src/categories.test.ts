import { describe, expect, it } from 'vitest';
import {
  splitValues,
  uniqueValues,
  ZCategoryOrderRequest,
  ZCreateCategoryRequest,
  ZUpdateAttributeRequest,
  ZUpdateCategoryRequest,
} from './categories';
import { toFieldErrors } from './validation';

const errorsOf = (result: { success: boolean; error?: { issues: never[] } }, language: 'en' | 'srp' = 'en') =>
  result.success ? [] : toFieldErrors(result.error!.issues, language);

describe('SPEC §5 category and attribute rules, shared by server and web', () => {
  it('splits comma-separated values, trimmed, empties dropped, from a string or a list', () => {
    expect(splitValues(' a, b ,,c ')).toEqual(['a', 'b', 'c']);
    expect(splitValues(['a,b', ' c', ''])).toEqual(['a', 'b', 'c']);
    expect(splitValues(undefined)).toEqual([]);
    expect(uniqueValues(['Crvena', 'crvena', 'Plava', 'ČAJ', 'čaj'])).toEqual(['Crvena', 'Plava', 'ČAJ']);
  });

  it('requires the category title and names every wrong field, in Serbian too', () => {
    const errors = errorsOf(
      ZCreateCategoryRequest.safeParse({ content_type_id: '0', color: '#12345' }) as never,
      'srp',
    );
    expect(errors).toEqual([
      { field: 'name', message: 'Naziv kategorije je obavezan' },
      { field: 'content_type_id', message: 'Tip sadržaja nije ispravan (1 blog, 2 članak, 3 proizvod, 4 stranica).' },
      { field: 'color', message: 'Boja mora biti u obliku #rrggbb.' },
    ]);
  });

  it('reads attributes from a JSON list a multipart form may carry, and takes attributeValues for values', () => {
    const parsed = ZCreateCategoryRequest.parse({
      name: 'Lampe',
      content_type_id: '3',
      attributes: '[{"name":"Snaga","attributeValues":"5 W, 9 W"}]',
    });
    expect(parsed.attributes).toEqual([{ name: 'Snaga', values: ['5 W', '9 W'] }]);
  });

  it('rejects two attributes of one name (any case) with "Attribute already exists"', () => {
    const result = ZCreateCategoryRequest.safeParse({
      name: 'Odeća',
      content_type_id: 3,
      attributes: [
        { name: 'Boja', values: 'a' },
        { name: 'boja', values: 'b' },
      ],
    });
    expect(errorsOf(result as never)).toEqual([{ field: 'attributes.1.name', message: 'Attribute already exists' }]);
  });

  it('keeps absent update fields absent, but an emptied title or value list is required', () => {
    expect(ZUpdateCategoryRequest.parse({ description: '' })).toEqual({});
    expect(ZUpdateCategoryRequest.parse({ parent_category_id: '0' })).toEqual({ parent_category_id: null });
    expect(errorsOf(ZUpdateCategoryRequest.safeParse({ name: ' ' }) as never)).toEqual([
      { field: 'name', message: 'Category title required' },
    ]);
    expect(errorsOf(ZUpdateAttributeRequest.safeParse({ values: ',' }) as never)).toEqual([
      { field: 'values', message: 'Attribute values required (separated by commas)' },
    ]);
  });

  it('takes the category order as `order` or `categories`, a list or comma-separated, each id once', () => {
    expect(ZCategoryOrderRequest.parse({ categories: '3, 1,2' })).toEqual({ order: [3, 1, 2] });
    expect(ZCategoryOrderRequest.parse({ order: ['2', '1'] })).toEqual({ order: [2, 1] });
    expect(errorsOf(ZCategoryOrderRequest.safeParse({ order: [1, 1] }) as never)).toEqual([
      { field: 'order', message: 'The same value is listed more than once.' },
    ]);
  });
});
