/**
 * A rich text field (SPEC §2 "text editor"): the editor sits in the form, and its "full screen" button opens the
 * text editor modal with the same editor (one instance moves between them, so nothing is copied or lost). It offers
 * only what the server keeps (rich-text-extensions.ts); the value is HTML, '' when nothing is written.
 */
import '@mantine/tiptap/styles.css';
import { Input, Modal } from '@mantine/core';
import { RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { type Editor, useEditor } from '@tiptap/react';
import { type RefObject, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNestedDialog } from '../nested-dialog';
import { editorHtmlToValue, richTextExtensions } from './rich-text-extensions';

type TRichTextFieldProps = {
  label: string;
  /** HTML; '' for no text. */
  value: string;
  onChange(html: string): void;
  error?: string;
  required?: boolean;
  description?: string;
};

export function RichTextField({ label, value, onChange, error, required, description }: TRichTextFieldProps) {
  const id = useId();
  const [isFullScreen, setIsFullScreen] = useState(false);
  // The full-screen editor over a modal (the site's texts): Escape goes back to the form, the modal stays.
  useNestedDialog(isFullScreen);
  const lastEmitted = useRef(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const describedBy = [description && `${id}-description`, error && `${id}-error`].filter(Boolean).join(' ');

  const editor = useEditor({
    extensions: richTextExtensions(),
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        ...(required ? { 'aria-required': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: changed }) => {
      const html = editorHtmlToValue(changed.getHTML(), changed.isEmpty);
      lastEmitted.current = html;
      onChangeRef.current(html);
    },
  });

  // A value from outside (the content loaded, the form reset) replaces the text; our own echo does not.
  useEffect(() => {
    if (!editor || value === lastEmitted.current) return;
    lastEmitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  // The modal mounts with the editor: focus goes into the text there (Mantine focuses [data-autofocus] once the
  // modal is in place), and back on the toggle when the text returns to the form, never lost on <body>.
  const toggleRef = useRef<HTMLButtonElement>(null);
  const wasFullScreen = useRef(false);
  useLayoutEffect(() => {
    // A layout effect can run again while the editor's view is unmounted (a suspended screen shown again): tiptap's
    // view then throws on access (`isDestroyed` is true until a view is mounted), and React's error boundary took the
    // whole form down. The attribute only matters once the text is on screen.
    if (!editor || editor.isDestroyed) return;
    editor.view.dom.toggleAttribute('data-autofocus', isFullScreen);
  }, [editor, isFullScreen]);
  useEffect(() => {
    if (!isFullScreen && wasFullScreen.current) toggleRef.current?.focus();
    wasFullScreen.current = isFullScreen;
  }, [isFullScreen]);

  const labels = useEditorLabels();
  const body = (
    <EditorBody
      editor={editor}
      labels={labels}
      toggleRef={toggleRef}
      isFullScreen={isFullScreen}
      onToggleFullScreen={() => setIsFullScreen((current) => !current)}
    />
  );
  return (
    <Input.Wrapper id={id} label={label} required={required} description={description} error={error} labelElement="div">
      {isFullScreen ? (
        <Modal opened onClose={() => setIsFullScreen(false)} title={label} fullScreen>
          {body}
        </Modal>
      ) : (
        <div style={{ marginTop: 4 }}>{body}</div>
      )}
    </Input.Wrapper>
  );
}

function EditorBody({
  editor,
  labels,
  toggleRef,
  isFullScreen,
  onToggleFullScreen,
}: {
  editor: Editor | null;
  labels: Partial<RichTextEditorLabels>;
  toggleRef: RefObject<HTMLButtonElement | null>;
  isFullScreen: boolean;
  onToggleFullScreen(): void;
}) {
  const { t } = useTranslation();
  return (
    <RichTextEditor editor={editor} labels={labels}>
      <RichTextEditor.Toolbar sticky={isFullScreen} stickyOffset={0}>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
          <RichTextEditor.Strikethrough />
          <RichTextEditor.Code />
          <RichTextEditor.ClearFormatting />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
          <RichTextEditor.H4 />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.Blockquote />
          <RichTextEditor.CodeBlock />
          <RichTextEditor.Hr />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Undo />
          <RichTextEditor.Redo />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Control
            ref={toggleRef}
            onClick={onToggleFullScreen}
            aria-label={isFullScreen ? t('editor.exitFullScreen') : t('editor.fullScreen')}
            title={isFullScreen ? t('editor.exitFullScreen') : t('editor.fullScreen')}
            active={isFullScreen}
          >
            <span aria-hidden="true">{isFullScreen ? '⤡' : '⤢'}</span>
          </RichTextEditor.Control>
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content mih={isFullScreen ? '70vh' : 160} />
    </RichTextEditor>
  );
}

/** Mantine's control names in the interface language. */
function useEditorLabels(): Partial<RichTextEditorLabels> {
  const { t, i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the labels change with the language only
  return useMemo(
    () => ({
      boldControlLabel: t('editor.labels.bold'),
      italicControlLabel: t('editor.labels.italic'),
      underlineControlLabel: t('editor.labels.underline'),
      strikeControlLabel: t('editor.labels.strike'),
      codeControlLabel: t('editor.labels.code'),
      clearFormattingControlLabel: t('editor.labels.clearFormatting'),
      h2ControlLabel: t('editor.labels.h2'),
      h3ControlLabel: t('editor.labels.h3'),
      h4ControlLabel: t('editor.labels.h4'),
      bulletListControlLabel: t('editor.labels.bulletList'),
      orderedListControlLabel: t('editor.labels.orderedList'),
      blockquoteControlLabel: t('editor.labels.blockquote'),
      codeBlockControlLabel: t('editor.labels.codeBlock'),
      hrControlLabel: t('editor.labels.hr'),
      linkControlLabel: t('editor.labels.link'),
      unlinkControlLabel: t('editor.labels.unlink'),
      undoControlLabel: t('editor.labels.undo'),
      redoControlLabel: t('editor.labels.redo'),
      linkEditorInputLabel: t('editor.labels.linkInput'),
      linkEditorInputPlaceholder: 'https://example.com',
      linkEditorExternalLink: t('editor.labels.linkExternal'),
      linkEditorInternalLink: t('editor.labels.linkInternal'),
      linkEditorSave: t('editor.labels.linkSave'),
    }),
    [i18n.language],
  );
}
