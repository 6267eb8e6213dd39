/** An update keeps what it is not sent (decision 0050): the editors send every field, an emptied one empty. */
import { describe, expect, it } from 'vitest';
import { catalogFormData, emptyCatalogValues } from './catalog-form-values';
import { contentFormData, emptyContentValues } from './content-form-values';

const entries = (body: FormData, names: string[]) => names.map((name) => [name, body.getAll(name).map(String)]);

describe('the editors’ bodies', () => {
  it('send an emptied title, category and price of an update empty, and leave them out of a create', () => {
    const values = { ...emptyContentValues(), tags: '', description: '' };
    const names = ['title', 'category_id', 'price', 'tags', 'description', 'content_text'];
    expect(entries(contentFormData('products', values, { isUpdate: true }), names)).toEqual(
      names.map((name) => [name, ['']]),
    );
    const created = contentFormData('products', values, { isUpdate: false });
    expect(['title', 'category_id', 'price'].map((name) => created.has(name))).toEqual([false, false, false]);
  });

  it('send a catalog’s emptied category, description and products empty', () => {
    const body = catalogFormData(emptyCatalogValues());
    expect(entries(body, ['name', 'category_id', 'description', 'products'])).toEqual([
      ['name', ['']],
      ['category_id', ['']],
      ['description', ['']],
      ['products', ['']],
    ]);
  });
});
