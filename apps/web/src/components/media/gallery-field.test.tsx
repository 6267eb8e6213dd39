import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { GalleryField, type TGalleryItem } from './gallery-field';

const initial: TGalleryItem[] = [
  { key: 'a', kind: 'existingImage', id: 1, url: '/media/1/a.webp', name: 'Photo 1' },
  { key: 'b', kind: 'existingImage', id: 2, url: '/media/1/b.webp', name: 'Photo 2' },
  { key: 'c', kind: 'existingVideo', id: 3, url: 'https://vimeo.com/76979871', provider: 'vimeo', name: 'Video 3' },
];

function Harness({ onChange }: { onChange(items: TGalleryItem[]): void }) {
  const [items, setItems] = useState(initial);
  return (
    <GalleryField
      label="Gallery"
      value={items}
      onChange={(next) => {
        setItems(next);
        onChange(next);
      }}
    />
  );
}

// jsdom lays nothing out; dnd-kit's keyboard moves need each item's box: a row of 100×100 boxes, 20 apart.
const realRect = Element.prototype.getBoundingClientRect;
beforeEach(() => {
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const item = this.closest('[data-gallery-index]');
    if (!item) return realRect.call(this);
    const left = Number(item.getAttribute('data-gallery-index')) * 120;
    return {
      x: left,
      y: 0,
      left,
      top: 0,
      right: left + 100,
      bottom: 100,
      width: 100,
      height: 100,
      toJSON() {},
    } as DOMRect;
  };
});
afterEach(() => {
  Element.prototype.getBoundingClientRect = realRect;
});

const order = () =>
  within(screen.getByRole('list', { name: 'Gallery items' }))
    .getAllByRole('button', { name: /^Move / })
    .map((button) => button.getAttribute('aria-label'));

describe('the gallery field', () => {
  it('moves an item by keyboard: space picks it up, an arrow moves it, space drops it', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Harness onChange={onChange} />);
    expect(order()).toEqual(['Move Photo 1', 'Move Photo 2', 'Move Video 3']);

    screen.getByRole('button', { name: 'Move Photo 1' }).focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowRight]');
    await user.keyboard('[Space]');

    await waitFor(() => expect(order()).toEqual(['Move Photo 2', 'Move Photo 1', 'Move Video 3']));
    expect(onChange).toHaveBeenLastCalledWith([initial[1], initial[0], initial[2]]);
  });

  it('removes an item only after the confirmation', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Remove Video 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from the gallery' });
    expect(within(dialog).getByText('Do you want to remove "Video 3" from the gallery?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(order()).toHaveLength(3);
    expect(onChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Remove Video 3' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(order()).toEqual(['Move Photo 1', 'Move Photo 2']));
  });

  it('opens the upload modal by keyboard and gives focus back to "Add a photo" when it closes', async () => {
    const { user } = renderWithProviders(<Harness onChange={() => {}} />);
    const add = screen.getByRole('button', { name: 'Add a photo' });
    add.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Add a photo' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(add);
  });

  it('adds a YouTube or Vimeo link checked by the contract rule, once, and refuses anything else', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Harness onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'YouTube or Vimeo video link' });
    await user.type(input, 'javascript:alert(1){Enter}');
    expect(await screen.findByText('Enter a link to a YouTube or Vimeo video.')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, 'youtu.be/dQw4w9WgXcQ{Enter}');
    await waitFor(() => expect(order()).toHaveLength(4));
    expect(onChange.mock.lastCall?.[0].at(-1)).toMatchObject({
      kind: 'video',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      provider: 'youtube',
      name: 'Video 4 (YouTube)',
    });
    // The same video again (in another spelling) is not added twice; nor the stored Vimeo one.
    await user.type(input, 'https://www.youtube.com/shorts/dQw4w9WgXcQ{Enter}');
    await user.type(input, 'https://player.vimeo.com/video/76979871{Enter}');
    expect(order()).toHaveLength(4);
  });
});
