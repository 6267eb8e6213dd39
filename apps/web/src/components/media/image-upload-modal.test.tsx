import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { ImageUploadModal } from './image-upload-modal';

const renderModal = (language: 'en' | 'srp' = 'en') => {
  const onPicked = vi.fn();
  const onClose = vi.fn();
  const view = renderWithProviders(<ImageUploadModal opened onClose={onClose} ratio="content" onPicked={onPicked} />, {
    language,
  });
  return {
    ...view,
    onPicked,
    onClose,
    fileInput: () => screen.getByLabelText(language === 'en' ? 'Choose a file' : 'Izaberi fajl', { selector: 'input' }),
  };
};

describe('the image upload modal', () => {
  it('is used by keyboard: focus starts on "Choose a file", the only stops are it and a named Close', async () => {
    const { user, onClose } = renderModal();
    const choose = screen.getByRole('button', { name: 'Choose a file' });
    await waitFor(() => expect(document.activeElement).toBe(choose));
    // The drop zone is for the mouse; it is no nameless tab stop, and its file input no second button.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.tab();
    expect(document.activeElement).toBe(choose);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('refuses a file that is not a picture with the catalogue message, before anything is sent', async () => {
    const fetchStub = vi.fn();
    vi.stubGlobal('fetch', fetchStub);
    const { user, fileInput, onPicked } = renderModal();
    await user.upload(fileInput(), new File(['<svg onload="x()"/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Format of your photo is not valid');
    await user.upload(fileInput(), new File(['%PDF-1.4'], 'menu.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert').textContent).toBe('Format of your photo is not valid');
    expect(screen.queryByRole('button', { name: 'Use this photo' })).toBeNull();
    expect(onPicked).not.toHaveBeenCalled();
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('says so in Serbian, and refuses a picture larger than the upload limit', async () => {
    const { user, fileInput } = renderModal('srp');
    await user.upload(fileInput(), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Format vaše fotografije nije ispravan');
    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' });
    await user.upload(fileInput(), huge);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Fotografija je prevelika (najviše 10 MB).'),
    );
  });

  it('moves a good picture to the crop step, where it can be zoomed or swapped for another', async () => {
    const { user, fileInput } = renderModal();
    await user.upload(fileInput(), new File(['png'], 'shop.png', { type: 'image/png' }));
    expect(await screen.findByAltText('The photo being cropped')).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Zoom' })).toBeTruthy();
    // The crop area is known only once the browser has laid the picture out; until then nothing can be used.
    expect(screen.getByRole('button', { name: 'Use this photo' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Choose another' }));
    expect(screen.getByText('Drag a photo here or choose one')).toBeTruthy();
  });
});
