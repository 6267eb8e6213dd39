import { describe, expect, it } from 'vitest';
import type { TSeedCatalogue } from './catalogue-data';
import { DRAWINGS, familyOf } from './pictures/drawings';
import { ACME_CATALOGUE } from './sites/acme/acme-catalogue';
import { DEMO_CATALOGUE } from './sites/demo/demo-catalogue';

const duplicates = (values: unknown[]) => values.filter((value, index) => values.indexOf(value) !== index);

describe.each([
  ['demo', DEMO_CATALOGUE],
  ['acme', ACME_CATALOGUE],
] as [string, TSeedCatalogue][])('the %s catalogue data', (_, data) => {
  it('has no copies: every product, article and blog has its own name, description, text and picture', () => {
    const { products } = data;
    expect(duplicates(products.map((product) => product.name))).toEqual([]);
    expect(duplicates(products.map((product) => product.description))).toEqual([]);
    expect(duplicates(products.map((product) => product.text))).toEqual([]);
    expect(duplicates(products.map((product) => JSON.stringify(product.picture)))).toEqual([]);
    expect(products.filter((product) => /premium/i.test(product.name))).toEqual([]);
    const texts = [...data.articles, ...data.blogs];
    expect(duplicates(texts.map((text) => text.title))).toEqual([]);
    expect(duplicates(texts.map((text) => text.text.slice(0, 120)))).toEqual([]);
    expect(duplicates(data.catalogs.map((catalog) => catalog.description))).toEqual([]);
  });

  it('files every item under a category of its kind, with attribute values its category has', () => {
    const categoryOf = (key: string, list: typeof data.productCategories) => list.find((c) => c.key === key);
    for (const product of data.products) {
      const category = categoryOf(product.category, data.productCategories);
      expect(category?.families, product.name).toContain(familyOf(product.picture.kind));
      for (const [name, value] of Object.entries(product.attributes ?? {}))
        expect(category?.attributes?.find((a) => a.name === name)?.values, `${product.name}: ${name}`).toContain(value);
    }
    for (const [items, categories] of [
      [data.articles, data.articleCategories],
      [data.blogs, data.blogCategories],
    ] as const) {
      for (const item of items)
        expect(categoryOf(item.category, categories)?.families, item.title).toContain(familyOf(item.picture.kind));
    }
  });

  it('draws only kinds the picture kit knows, and lists only products it has in catalogs', () => {
    const pictures = [...data.products, ...data.articles, ...data.blogs, ...data.catalogs].map((item) => item.picture);
    for (const picture of pictures) expect(Object.keys(DRAWINGS)).toContain(picture.kind);
    const names = new Set(data.products.map((product) => product.name));
    for (const catalog of data.catalogs) {
      const listed = Array.isArray(catalog.products) ? catalog.products : data.products.filter(catalog.products);
      expect(listed.length, catalog.name).toBeGreaterThanOrEqual(3);
      if (Array.isArray(catalog.products))
        for (const name of catalog.products) expect(names, catalog.name).toContain(name);
    }
  });
});
