/** English texts of the rich text editor and its toolbar. */
import type { TTranslations } from './srp';

export const editorEn: TTranslations['editor'] = {
  fullScreen: 'Full screen',
  exitFullScreen: 'Back to the form',
  labels: {
    bold: 'Bold',
    italic: 'Italic',
    underline: 'Underline',
    strike: 'Strikethrough',
    code: 'Code',
    clearFormatting: 'Clear formatting',
    h2: 'Heading 2',
    h3: 'Heading 3',
    h4: 'Heading 4',
    bulletList: 'Bulleted list',
    orderedList: 'Numbered list',
    blockquote: 'Quote',
    codeBlock: 'Code block',
    hr: 'Horizontal line',
    link: 'Link',
    unlink: 'Remove the link',
    undo: 'Undo',
    redo: 'Redo',
    linkInput: 'Link address',
    linkExternal: 'The link opens in a new tab',
    linkInternal: 'The link opens in the same tab',
    linkSave: 'Save',
  },
};
