import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/render-app';
import { renderWithProviders } from '@/test/render-with-providers';
import { appendImageValue, ImageField, type TImageValue } from './image-field';

function Harness({ initial, onChange }: { initial: TImageValue | null; onChange(value: TImageValue | null): void }) {
  const [value, setValue] = useState(initial);
  return (
    <ImageField
      label="Main photo"
      ratio="content"
      required
      error={value ? undefined : 'The main photo is required.'}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const stockPhoto = {
  id: 'food-1',
  description: null,
  alt_description: 'Fresh bread',
  width: 1500,
  height: 1000,
  color: null,
  urls: { raw: '/r', full: '/f', regular: '/g', small: '/s/food-1-small.webp', thumb: '/t' },
  links: { download_location: '/stock-library/food-1/download' },
  user: { name: 'Izlog', links: { html: 'https://izlog.example.com' } },
};

const stubStock = () =>
  stubFetch({
    'GET /api/v1/stock-photos/topics': {
      body: [{ id: 'food', slug: 'food', title: 'Hrana', description: null, total_photos: 1, cover_photo: null }],
    },
    'GET /api/v1/stock-photos/topics/food/photos': { body: [stockPhoto] },
  });

describe('the image field', () => {
  it('shows the advice and the error, and takes a stock photo as its value', async () => {
    stubStock();
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Harness initial={null} onChange={onChange} />);
    expect(screen.getByText('Advised ratio 3:2 (e.g. 300×200).')).toBeTruthy();
    expect(screen.getByText('The main photo is required.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Choose from the gallery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photo gallery' });
    await user.click(await within(dialog).findByRole('button', { name: 'Fresh bread' }));
    expect(onChange).toHaveBeenLastCalledWith({
      kind: 'stock',
      location: '/stock-library/food-1/download',
      previewUrl: '/s/food-1-small.webp',
    });
    expect((screen.getByAltText('Preview: Main photo') as HTMLImageElement).getAttribute('src')).toBe(
      '/s/food-1-small.webp',
    );
    await waitFor(() => expect(screen.queryByText('The main photo is required.')).toBeNull());
  });

  it('opens and closes its modals by keyboard, focus going back to the button that opened each', async () => {
    stubStock();
    const { user } = renderWithProviders(<Harness initial={null} onChange={() => {}} />);
    const upload = screen.getByRole('button', { name: 'Upload a photo' });
    upload.focus();
    await user.keyboard('{Enter}');
    const uploadDialog = await screen.findByRole('dialog', { name: 'Main photo' });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(uploadDialog).getByRole('button', { name: 'Choose a file' })),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(upload);

    const stock = screen.getByRole('button', { name: 'Choose from the gallery' });
    await user.tab();
    expect(document.activeElement).toBe(stock);
    await user.keyboard(' ');
    const picker = await screen.findByRole('dialog', { name: 'Photo gallery' });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(picker).getByRole('searchbox', { name: 'Search photos' })),
    );
    await user.click(within(picker).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(stock);
  });

  it('on an edit, "keep the previous one" returns to the stored picture instead of removing it', async () => {
    stubStock();
    const onChange = vi.fn();
    const stored: TImageValue = { kind: 'existing', url: '/media/1/content/a-900x600.webp' };
    const { user } = renderWithProviders(<Harness initial={stored} onChange={onChange} />);
    expect(screen.queryByRole('button', { name: 'Keep the previous one' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Upload another' }));
    expect(await screen.findByRole('dialog', { name: 'Main photo' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Choose from the gallery' }));
    await user.click(await screen.findByRole('button', { name: 'Fresh bread' }));
    await user.click(await screen.findByRole('button', { name: 'Keep the previous one' }));
    expect(onChange).toHaveBeenLastCalledWith(stored);
    expect((screen.getByAltText('Preview: Main photo') as HTMLImageElement).getAttribute('src')).toBe(stored.url);
  });
});

describe('appendImageValue', () => {
  it('sends a file as image, a stock photo as stock_image, and nothing for the stored picture', () => {
    const file = new File(['x'], 'shop.jpg', { type: 'image/jpeg' });
    const body = new FormData();
    appendImageValue(body, { kind: 'file', file, previewUrl: 'blob:x' });
    expect((body.get('image') as File).name).toBe('shop.jpg');
    const stock = new FormData();
    appendImageValue(stock, { kind: 'stock', location: '/stock-library/food-1/download', previewUrl: '/s' });
    expect([...stock.entries()]).toEqual([['stock_image', '/stock-library/food-1/download']]);
    const kept = new FormData();
    appendImageValue(kept, { kind: 'existing', url: '/media/a.webp' });
    appendImageValue(kept, null);
    expect([...kept.entries()]).toEqual([]);
    const logo = new FormData();
    appendImageValue(logo, { kind: 'stock', location: '/l', previewUrl: '/s' }, { file: 'icon', stock: 'stock_icon' });
    expect([...logo.entries()]).toEqual([['stock_icon', '/l']]);
  });
});
