// TEMPORARY exploration (admin-product helper); deleted after use.
import { it } from 'vitest';
import { DEMO_ADMIN, ensureDemoProduct } from './support/demo-catalogue';
import { openBrowser, startIzlog } from './support/izlog';

it('dumps', async () => {
  const izlog = await startIzlog();
  await ensureDemoProduct(izlog);
  const browser = await openBrowser();
  const page = await browser.newPage();
  await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
  try {
    await page.goto(`${izlog.origin('demo')}/admin/content/products/new`);
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('E-mail', { exact: true }).fill(DEMO_ADMIN.email);
    await login.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
    await login.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'New product', level: 1 }).waitFor();
    await page.waitForTimeout(1000);
    console.log('MAIN\n' + (await page.getByRole('main').ariaSnapshot()));
    // unlabelled inputs
    console.log('UNLABELLED', await page.evaluate(() => [...document.querySelectorAll('input,textarea,select,[contenteditable=true],button')].filter((el) => {
      const h = el as HTMLElement;
      const labelled = h.getAttribute('aria-label') || h.getAttribute('aria-labelledby') || (h as HTMLInputElement).labels?.length || (h.tagName === 'BUTTON' && h.textContent?.trim());
      return !labelled && (h as HTMLInputElement).type !== 'hidden';
    }).map((el) => el.outerHTML.slice(0, 200))));
    // keyboard path: tab through, record focused
    await page.getByRole('textbox', { name: 'Name', exact: true }).focus();
    const seen: string[] = [];
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      seen.push(await page.evaluate(() => { const a = document.activeElement as HTMLElement; return `${a.tagName} role=${a.getAttribute('role')} label=${a.getAttribute('aria-label') ?? ''} text=${(a.textContent ?? '').trim().slice(0, 30)} id=${a.id}`; }));
    }
    console.log('TABS\n' + seen.join('\n'));
    await page.getByRole('button', { name: 'Full screen' }).focus();
    await page.keyboard.press('Enter');
    const fs = page.getByRole('dialog', { name: 'Text' });
    await fs.waitFor();
    console.log('FOCUS IN FS', await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200)));
    await page.keyboard.press('Escape');
    await fs.waitFor({ state: 'detached' });
    console.log('FOCUS AFTER FS', await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200)));
    await page.getByRole('button', { name: 'Upload a photo' }).focus();
    await page.keyboard.press('Enter');
    const upload = page.getByRole('dialog', { name: 'Main photo' });
    await upload.waitFor();
    await page.waitForTimeout(500);
    console.log('UPLOAD\n' + (await upload.ariaSnapshot()));
    console.log('FOCUS IN UPLOAD', await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200)));
    const seen2: string[] = [];
    for (let i = 0; i < 6; i++) { await page.keyboard.press('Tab'); seen2.push(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160) ?? '')); }
    console.log('TABS UPLOAD\n' + seen2.join('\n'));
    await page.keyboard.press('Escape');
    await upload.waitFor({ state: 'detached' });
    console.log('FOCUS AFTER UPLOAD', await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200)));
    await page.getByRole('button', { name: 'Choose from the gallery' }).focus();
    await page.keyboard.press('Enter');
    const picker = page.getByRole('dialog', { name: 'Photo gallery' });
    await picker.getByRole('list', { name: 'Photos' }).waitFor();
    console.log('PICKER\n' + (await picker.ariaSnapshot()).slice(0, 3000));
    console.log('FOCUS IN PICKER', await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200)));
    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'detached' });
    console.log('FOCUS AFTER PICKER', await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200)));
  } finally {
    await browser.close();
    await izlog.close();
  }
}, 120000);
