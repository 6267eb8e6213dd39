import { afterEach, describe, expect, it, vi } from 'vitest';

/** The module reads the address once when it loads, as a page does: each case loads it afresh at its address. */
async function loadAt(path: string) {
  window.history.replaceState({}, '', path);
  vi.resetModules();
  return import('./preview-template');
}

describe('a preview of the site', () => {
  afterEach(() => window.history.replaceState({}, '', '/'));

  it('is the template the address names, and starts no tour or service worker', async () => {
    const preview = await loadAt('/products?preview_template=3');
    expect(preview.getPreviewTemplateId()).toBe(3);
    expect(preview.isPreviewPage()).toBe(true);
  });

  it('is not a page of the site at its own address', async () => {
    const page = await loadAt('/products?page=2');
    expect(page.getPreviewTemplateId()).toBeNull();
    expect(page.isPreviewPage()).toBe(false);
  });

  it('ignores a template id that is not a number', async () => {
    const page = await loadAt('/?preview_template=showcase');
    expect(page.getPreviewTemplateId()).toBeNull();
    expect(page.isPreviewPage()).toBe(false);
  });

  it('gives the address of a page in another template', async () => {
    const { previewAddress } = await loadAt('/');
    expect(previewAddress('http://demo.localhost:3000/', 2)).toBe('http://demo.localhost:3000/?preview_template=2');
  });
});
