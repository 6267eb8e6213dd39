/**
 * A visitor's comment appears only after approval (issue 5): the visitor solves the captcha and posts on a product,
 * is told the comment waits for moderation and does not see it; the moderator approves it; after a reload the
 * visitor sees it under the product.
 */

import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, DEMO_ADMIN } from './support/demo-catalogue';
import { openBrowser, startIzlog, type TRunningIzlog } from './support/izlog';

const CAPTCHA_TEXT = 'Kx7pQ';
const MODERATOR = { email: 'moderator@demo.example.com', password: DEMO_ADMIN.password };
const PRODUCT = { title: 'Bokal od gline', slug: 'bokal-od-gline' };

let izlog: TRunningIzlog;
let browser: BrowserContext;
let page: Page;

const login = async (account: { email: string; password: string }) =>
  (
    (await apiOf(izlog)('/users/login-licence-user', { method: 'POST', body: account })) as {
      auth_key: string;
    }
  ).auth_key;

/** A product that takes comments, published by the demo admin through the API. */
async function createProductWithComments() {
  const api = apiOf(izlog);
  const token = await login(DEMO_ADMIN);
  const categoryForm = new FormData();
  categoryForm.append('name', 'Keramika');
  categoryForm.append('content_type_id', '3');
  const category = (await api('/categories/admin-create-category', { method: 'POST', body: categoryForm, token })) as {
    id: number;
  };
  const picture = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#a0522d' } })
    .jpeg()
    .toBuffer();
  const productForm = new FormData();
  productForm.append('title', PRODUCT.title);
  productForm.append('category_id', String(category.id));
  productForm.append('price', '1500');
  productForm.append('currency_id', '1');
  productForm.append('comments_allowed', 'true');
  productForm.append('image', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'bokal.jpg');
  await api('/contents/admin-create-product', { method: 'POST', body: productForm, token });
}

beforeAll(async () => {
  izlog = await startIzlog({
    captchaText: () => CAPTCHA_TEXT,
  });
  await createProductWithComments();
  browser = await openBrowser();
  page = await browser.newPage();
  // The visitor reads the site in English.
  await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
});
afterAll(async () => {
  await browser?.close();
  await izlog?.close();
});

describe('a visitor comments on a product', () => {
  it('posts with the captcha, waits for moderation, and sees the comment once the moderator approves it', async () => {
    const text = 'Does the jug keep water cool in summer?';
    await page.goto(`${izlog.origin('demo')}/products/${PRODUCT.slug}`);
    await page.getByRole('heading', { name: PRODUCT.title, level: 1 }).waitFor();
    const comments = page.getByRole('region', { name: 'Comments' });
    await comments.getByText('No comments yet. Be the first to comment.').waitFor();

    await comments.getByLabel('Your name').fill('Jovana');
    await comments.getByLabel('Comment', { exact: true }).fill(text);
    await comments.getByAltText('Picture with the check code').waitFor();
    await comments.getByLabel('Captcha').fill(CAPTCHA_TEXT);
    await comments.getByRole('button', { name: 'Post comment' }).click();
    await comments
      .getByText('Thank you! Your comment waits for moderation and will appear once it is approved.')
      .waitFor();
    expect(await comments.getByText(text).count()).toBe(0);
    await page.reload();
    await comments.getByText('No comments yet. Be the first to comment.').waitFor();
    expect(await comments.getByText(text).count()).toBe(0);

    // The moderator approves it from the moderation list (through the API).
    const api = apiOf(izlog);
    const token = await login(MODERATOR);
    const waiting = (await api('/moderations/comments-on-moderation', { token })) as { id: number; text: string }[];
    const posted = waiting.find((comment) => comment.text === text);
    expect(posted).toBeDefined();
    await api(`/moderations/approve-comment/${posted!.id}`, { method: 'POST', token });

    await page.reload();
    const list = page.getByRole('list', { name: 'Comments' });
    await list.getByText(text).waitFor();
    await expect(list.getByText('Jovana').count()).resolves.toBe(1);
    await comments.getByRole('heading', { name: 'Comments (1)' }).waitFor();
  });
});
