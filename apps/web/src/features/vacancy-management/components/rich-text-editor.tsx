import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { fieldControlLook } from '../../../components/ui/field-classes.ts';
import { richTextLook } from './rich-text-look.ts';
import { handleToolbarKeyDown } from '../../../components/ui/toolbar-keys.ts';

/** What the form can do with the editor: focus it (react-hook-form focuses the first error). */
export interface RichTextEditorHandle {
  focus: () => void;
}

/** Props of RichTextEditor: the HTML value, its change and blur, and the texts that label it. */
export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  /** The id of the element that labels the editing area. */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  ref?: Ref<RichTextEditorHandle>;
}

// Only what the API keeps (decision 007: h2–h4, p, br, strong, em, ul, ol, li, a).
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: {
      openOnClick: false,
      autolink: true,
      protocols: ['http', 'https', 'mailto'],
      HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: null },
    },
  }),
];

// The value the form keeps: '' for an empty document, and without the empty paragraph
// TipTap keeps at the end so one can type below a list.
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML().replace(/(<p><\/p>)+$/, '');
}

// The editing area is a labelled multi-line textbox, marked invalid with its field.
function attributesOf(labelledBy: string, describedBy: string | undefined, invalid: boolean | undefined) {
  return {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelledBy,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    class: `${fieldControlLook} ${richTextLook} block min-h-48 w-full px-3 py-2`,
  };
}

function ToolbarButton({ label, active, onClick }: { label: string; active: boolean; onClick: () => void }) {
  return (
    <Button size="sm" variant={active ? 'solid' : 'outline'} aria-pressed={active} onClick={onClick}>
      {label}
    </Button>
  );
}

function LinkControls({ editor }: { editor: Editor }) {
  const { t } = useTranslation('vacancy-management');
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const inputId = useId();
  const active = useEditorState({ editor, selector: ({ editor: current }) => current.isActive('link') });

  const handleApply = () => {
    const url = href.trim();
    if (/^(https?:\/\/|mailto:)/i.test(url))
      editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    setOpen(false);
    setHref('');
  };

  if (active) {
    return (
      <Button
        size="sm"
        variant="outline"
        onClick={() => editor.chain().focus().extendMarkRange('link').unsetLink().run()}
      >
        {t('editor.removeLink')}
      </Button>
    );
  }
  if (!open) {
    return (
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        {t('editor.link')}
      </Button>
    );
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <label htmlFor={inputId} className="text-sm font-semibold">
        {t('editor.linkAddress')}
      </label>
      <input
        id={inputId}
        type="url"
        value={href}
        placeholder="https://"
        autoFocus
        onChange={(event) => setHref(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            handleApply();
          } else if (event.key === 'Escape') setOpen(false);
        }}
        className={`${fieldControlLook} px-2 py-1 text-sm`}
      />
      <Button size="sm" color="primary" onClick={handleApply}>
        {t('editor.applyLink')}
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
        {t('editor.cancelLink')}
      </Button>
    </span>
  );
}

/**
 * The description editor (TipTap): headings, bold, italic, lists and links,
 * with a toolbar of real buttons whose pressed state follows the selection.
 * The value is HTML; an empty document is ''.
 */
export function RichTextEditor({
  value,
  onChange,
  onBlur,
  labelledBy,
  describedBy,
  invalid,
  ref,
}: RichTextEditorProps) {
  const { t } = useTranslation('vacancy-management');
  // The editor is made once; the latest handlers and attributes are read through refs and an effect.
  const handlers = useRef({ onChange, onBlur });
  useEffect(() => {
    handlers.current = { onChange, onBlur };
  });
  const editor = useEditor({
    extensions,
    content: value,
    immediatelyRender: true,
    editorProps: { attributes: attributesOf(labelledBy, describedBy, invalid) },
    onUpdate: ({ editor: current }) => handlers.current.onChange(htmlOf(current)),
    onBlur: () => handlers.current.onBlur(),
  });
  useEffect(() => {
    editor.setOptions({ editorProps: { attributes: attributesOf(labelledBy, describedBy, invalid) } });
  }, [editor, labelledBy, describedBy, invalid]);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      heading2: current.isActive('heading', { level: 2 }),
      heading3: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
    }),
  });
  useImperativeHandle(ref, () => ({ focus: () => editor.commands.focus() }), [editor]);

  const chain = () => editor.chain().focus();
  return (
    <div className="grid gap-2">
      <div
        role="toolbar"
        aria-label={t('editor.toolbar')}
        onKeyDown={handleToolbarKeyDown}
        className="flex flex-wrap gap-2"
      >
        <ToolbarButton
          label={t('editor.heading2')}
          active={state.heading2}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        />
        <ToolbarButton
          label={t('editor.heading3')}
          active={state.heading3}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        />
        <ToolbarButton label={t('editor.bold')} active={state.bold} onClick={() => chain().toggleBold().run()} />
        <ToolbarButton label={t('editor.italic')} active={state.italic} onClick={() => chain().toggleItalic().run()} />
        <ToolbarButton
          label={t('editor.bulletList')}
          active={state.bulletList}
          onClick={() => chain().toggleBulletList().run()}
        />
        <ToolbarButton
          label={t('editor.orderedList')}
          active={state.orderedList}
          onClick={() => chain().toggleOrderedList().run()}
        />
        <LinkControls editor={editor} />
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
