import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { fieldControlLook } from '../../../components/ui/field-classes.ts';
import { TemplateLinkDialog, type TemplateLink } from '../components/template-link-dialog.tsx';
import { VariableMenu } from '../components/variable-menu.tsx';
import { conditionOfVariable, optionalVariablesOf, variableOfCondition } from './template-conditions.ts';
import { liquidHtmlOf, templateDocumentOf, templateNodeNames } from './template-document.ts';
import { templateExtensions, type TemplateEditorWords } from './template-extensions.ts';
import { handleToolbarKeyDown } from '../../../components/ui/toolbar-keys.ts';

/** What the form can do with the editor: focus it (the first field the API refused). */
export interface TemplateBodyEditorHandle {
  focus: () => void;
}

/** Props of the rich editor of a mail's body: its Liquid HTML, the event's variables, the labels. */
export interface TemplateBodyEditorProps {
  value: string;
  onChange: (html: string) => void;
  /** The event's variables a centre may use (never one carrying the reader's personal code). */
  variables: readonly string[];
  samples: ReadonlyMap<string, string>;
  labelledBy: string;
  describedBy?: string | undefined;
  invalid?: boolean;
  /** The field's name, said by the variable button ("… invoegen in Tekst van de e-mail"). */
  fieldName: string;
  ref?: Ref<TemplateBodyEditorHandle>;
}

const bodyLook =
  '[&_a]:text-primary-700 [&_a]:underline dark:[&_a]:text-primary-300 [&_h2]:mt-4 [&_h2]:font-heading [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:font-heading [&_h3]:text-lg [&_h3]:font-semibold [&_li]:my-1 [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:ps-6';

// The editing area is a labelled multi-line textbox, marked invalid with its field.
function attributesOf(labelledBy: string, describedBy: string | undefined, invalid: boolean | undefined) {
  return {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelledBy,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    class: `${fieldControlLook} ${bodyLook} block min-h-48 w-full min-w-0 px-3 py-2 break-words`,
  };
}

/** The conditions of the document's conditional blocks. */
function conditionsIn(editor: Editor): string[] {
  const found: string[] = [];
  editor.state.doc.descendants((node) => {
    if (node.type.name === templateNodeNames.condition) found.push(String(node.attrs.condition));
    return true;
  });
  return found;
}

/** Switches a conditional block on (added at the end, holding the variable) or off (every such block goes). */
function toggleCondition(editor: Editor, variable: string, on: boolean) {
  const condition = conditionOfVariable(variable);
  if (on) {
    editor
      .chain()
      .insertContentAt(editor.state.doc.content.size, {
        type: templateNodeNames.condition,
        attrs: { condition },
        content: [
          { type: 'paragraph', content: [{ type: templateNodeNames.variable, attrs: { expression: variable } }] },
        ],
      })
      .run();
    return;
  }
  const ranges: { from: number; to: number }[] = [];
  editor.state.doc.descendants((node, position) => {
    if (node.type.name === templateNodeNames.condition && node.attrs.condition === condition) {
      ranges.push({ from: position, to: position + node.nodeSize });
      return false;
    }
    return true;
  });
  const transaction = editor.state.tr;
  for (const range of ranges.reverse()) transaction.delete(range.from, range.to);
  editor.view.dispatch(transaction);
}

/**
 * The rich editor of a mail's body (decision 051): paragraphs, bold, italic, links and lists, the event's
 * variables as chips from "Variabele invoegen", and the blocks shown only when a value is filled in
 * as switches in plain words. It edits a document and hands the form Liquid HTML.
 */
export function TemplateBodyEditor({
  value,
  onChange,
  variables,
  samples,
  labelledBy,
  describedBy,
  invalid,
  fieldName,
  ref,
}: TemplateBodyEditorProps) {
  const { t } = useTranslation('notification-templates');
  const handlers = useRef({ onChange });
  useEffect(() => {
    handlers.current = { onChange };
  });
  const words = useMemo<TemplateEditorWords>(
    () => ({
      variableLabel: (variable) => t(`variableNames.${variable}`, { defaultValue: variable }),
      conditionLabel: (condition) => {
        const variable = variableOfCondition(condition);
        if (!variable) return t('conditions.other', { condition });
        return t(`conditions.${variable}.block`, {
          defaultValue: t('conditions.filledIn', {
            variable: t(`variableNames.${variable}`, { defaultValue: variable }),
          }),
        });
      },
      codeLabel: t('editor.code'),
    }),
    [t],
  );
  const editor = useEditor({
    extensions: templateExtensions(words),
    content: templateDocumentOf(value),
    immediatelyRender: true,
    editorProps: { attributes: attributesOf(labelledBy, describedBy, invalid) },
    onUpdate: ({ editor: current }) => handlers.current.onChange(liquidHtmlOf(current.getJSON())),
  });
  useEffect(() => {
    editor.setOptions({ editorProps: { attributes: attributesOf(labelledBy, describedBy, invalid) } });
  }, [editor, labelledBy, describedBy, invalid]);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      link: current.isActive('link'),
      linkHref: current.isActive('link') ? String(current.getAttributes('link').href ?? '') : undefined,
      hasSelection: !current.state.selection.empty,
      conditions: conditionsIn(current).join('\n'),
    }),
  });
  useImperativeHandle(ref, () => ({ focus: () => editor.commands.focus() }), [editor]);
  const optional = optionalVariablesOf(variables);
  const present = state.conditions.split('\n');

  const chain = () => editor.chain().focus();
  const [linkDialogOpen, setLinkDialogOpen] = useState(false);
  function handleSaveLink({ href, text }: TemplateLink) {
    setLinkDialogOpen(false);
    if (text !== undefined) {
      chain()
        .insertContent({ type: 'text', text, marks: [{ type: 'link', attrs: { href } }] })
        .run();
      return;
    }
    chain().extendMarkRange('link').setLink({ href }).run();
  }
  function handleRemoveLink() {
    setLinkDialogOpen(false);
    chain().extendMarkRange('link').unsetLink().run();
  }
  return (
    <div className="grid min-w-0 gap-2">
      <div
        role="toolbar"
        aria-label={t('editor.toolbar')}
        onKeyDown={(event) => handleToolbarKeyDown(event, { skipHidden: true })}
        className="flex min-w-0 flex-wrap gap-2"
      >
        <Button
          size="sm"
          variant={state.bold ? 'solid' : 'outline'}
          aria-pressed={state.bold}
          onClick={() => chain().toggleBold().run()}
        >
          {t('editor.bold')}
        </Button>
        <Button
          size="sm"
          variant={state.italic ? 'solid' : 'outline'}
          aria-pressed={state.italic}
          onClick={() => chain().toggleItalic().run()}
        >
          {t('editor.italic')}
        </Button>
        <Button
          size="sm"
          variant={state.bulletList ? 'solid' : 'outline'}
          aria-pressed={state.bulletList}
          onClick={() => chain().toggleBulletList().run()}
        >
          {t('editor.bulletList')}
        </Button>
        <Button
          size="sm"
          variant={state.link ? 'solid' : 'outline'}
          aria-pressed={state.link}
          aria-haspopup="dialog"
          onClick={() => setLinkDialogOpen(true)}
        >
          {t('editor.link')}
        </Button>
        <VariableMenu
          variables={variables}
          samples={samples}
          describedField={fieldName}
          onInsert={(variable) =>
            chain()
              .insertContent({ type: templateNodeNames.variable, attrs: { expression: variable } })
              .run()
          }
        />
      </div>
      {optional.length > 0 && (
        <div className="grid gap-1">
          {optional.map((variable) => (
            <label key={variable} className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-0.5 size-4 accent-primary-700"
                checked={present.includes(conditionOfVariable(variable))}
                onChange={(event) => toggleCondition(editor, variable, event.target.checked)}
              />
              <span>
                {t(`conditions.${variable}.toggle`, {
                  defaultValue: t('conditions.show', {
                    variable: t(`variableNames.${variable}`, { defaultValue: variable }),
                  }),
                })}
              </span>
            </label>
          ))}
        </div>
      )}
      <EditorContent editor={editor} />
      <TemplateLinkDialog
        open={linkDialogOpen}
        variables={variables}
        currentHref={state.linkHref}
        hasSelection={state.hasSelection}
        onSave={handleSaveLink}
        onRemove={handleRemoveLink}
        onClose={() => setLinkDialogOpen(false)}
      />
    </div>
  );
}
