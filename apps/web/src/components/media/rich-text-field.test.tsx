import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { RichTextField } from './rich-text-field';

// ProseMirror places the caret on a click by asking what is under the pointer, and scrolls a focused caret into
// view by measuring a range; jsdom lays nothing out.
beforeAll(() => {
  Object.defineProperty(document, 'elementFromPoint', { value: () => null, configurable: true });
  Object.defineProperty(Range.prototype, 'getClientRects', { value: () => [], configurable: true });
  Object.defineProperty(Range.prototype, 'getBoundingClientRect', { value: () => new DOMRect(), configurable: true });
});

function Harness({ onChange, initial = '' }: { onChange(html: string): void; initial?: string }) {
  const [html, setHtml] = useState(initial);
  return (
    <RichTextField
      label="Text"
      value={html}
      onChange={(next) => {
        setHtml(next);
        onChange(next);
      }}
    />
  );
}

describe('the rich text field', () => {
  it('offers only what the server keeps: h2–h4, marks, lists, quotes, code, links; no h1, images or colours', () => {
    renderWithProviders(<Harness onChange={() => {}} />);
    for (const name of [
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Heading 2',
      'Heading 4',
      'Bulleted list',
      'Numbered list',
      'Quote',
      'Code block',
      'Link',
    ]) {
      expect(screen.getByRole('button', { name }), name).toBeTruthy();
    }
    for (const name of [/Heading 1/, /image/i, /colou?r/i, /table/i, /Heading 5/]) {
      expect(screen.queryByRole('button', { name }), String(name)).toBeNull();
    }
  });

  it('gives HTML as the user writes and formats, and an empty string for no text', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Harness onChange={onChange} />);
    const editor = screen.getByRole('textbox', { name: 'Text' });
    await user.click(editor);
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    await user.type(editor, 'Sveže');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p><strong>Sveže</strong></p>'));
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(''));
  });

  it('opens the same text in the full-screen editor modal and brings it back', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Harness onChange={onChange} initial="<h2>Naslov</h2><p>Tekst</p>" />);
    await user.click(screen.getByRole('button', { name: 'Full screen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Text' });
    const editor = within(dialog).getByRole('textbox', { name: 'Text' });
    expect(editor.querySelector('h2')?.textContent).toBe('Naslov');
    await user.click(within(dialog).getByRole('button', { name: 'Back to the form' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Text' }).textContent).toBe('NaslovTekst');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('by keyboard: full screen puts focus in the text, Escape returns it to the "Full screen" button', async () => {
    const { user } = renderWithProviders(<Harness onChange={() => {}} initial="<p>Tekst</p>" />);
    screen.getByRole('button', { name: 'Full screen' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Text' });
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Text' })));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Full screen' }));
  });
});
