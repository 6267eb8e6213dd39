/**
 * Makes sure the demo site has a product category and a Latin-script product for the catalogue browser test,
 * creating them through the public API as the demo admin when the seed does not have them (yet).
 */
import sharp from 'sharp';
import type { TRunningIzlog } from './izlog';

export const DEMO_ADMIN = { email: 'admin@demo.example.com', password: 'demo1234' };
export const DEMO_PRODUCT = { title: 'Šolja za kafu Jutro', slug: 'solja-za-kafu-jutro' };

type TApi = (path: string, init?: { method?: string; body?: FormData | object; token?: string }) => Promise<unknown>;

/** Calls the demo site's API as a client would (X-Licence: demo, English messages); throws on an error answer. */
export function apiOf(izlog: TRunningIzlog): TApi {
  const base = `http://127.0.0.1:${(izlog.app.server.address() as { port: number }).port}/api/v1`;
  return async (path, { method = 'GET', body, token } = {}) => {
    const headers: Record<string, string> = { 'X-Licence': 'demo', 'Accept-Language': 'en' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body && !(body instanceof FormData)) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
    });
    const data: unknown = await response.json();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(data)}`);
    return data;
  };
}

export type TDemoProduct = { title: string; slug: string; categoryName: string; categorySlug: string };

export async function ensureDemoProduct(izlog: TRunningIzlog): Promise<TDemoProduct> {
  const api = apiOf(izlog);
  const found = (await api(`/contents?filter[content_type_id]=3&filter[slug]=${DEMO_PRODUCT.slug}`)) as {
    category: { name: string; slug: string } | null;
  }[];
  const existing = found[0];
  if (existing?.category) {
    return { ...DEMO_PRODUCT, categoryName: existing.category.name, categorySlug: existing.category.slug };
  }

  const { auth_key: token } = (await api('/users/login-licence-user', { method: 'POST', body: DEMO_ADMIN })) as {
    auth_key: string;
  };
  const categoryForm = new FormData();
  categoryForm.append('name', 'Kuhinja');
  categoryForm.append('content_type_id', '3');
  categoryForm.append('description', 'Posuđe, šolje i pribor za svakodnevno kuvanje.');
  const category = (await api('/categories/admin-create-category', { method: 'POST', body: categoryForm, token })) as {
    id: number;
    name: string;
    slug: string;
  };

  const picture = await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 180, g: 90, b: 40 } },
  })
    .jpeg()
    .toBuffer();
  const productForm = new FormData();
  productForm.append('title', DEMO_PRODUCT.title);
  productForm.append('category_id', String(category.id));
  productForm.append('price', '890');
  productForm.append('currency_id', '1');
  productForm.append('description', 'Keramička šolja, ručno glazirana, 250 ml.');
  productForm.append('content_text', '<p>Šolja za jutarnju kafu, pravljena u maloj radionici.</p>');
  productForm.append('tags', 'kafa, keramika');
  productForm.append('image', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'solja.jpg');
  await api('/contents/admin-create-product', { method: 'POST', body: productForm, token });
  return { ...DEMO_PRODUCT, categoryName: category.name, categorySlug: category.slug };
}
