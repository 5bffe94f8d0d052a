import { useId, useMemo, useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationTemplateLimits } from '@volunteerly/contracts/resources/notification-templates';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { fieldControlLook } from '../../../components/ui/field-classes.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { apiProblemsOf } from '../../../lib/api/api-problems.ts';
import {
  templateFormFields,
  type NotificationTemplateKey,
  type NotificationTemplateTexts,
  type TemplateFormField,
} from '../api/notification-template-types.ts';
import { useNotificationTemplatePreview } from '../api/preview-notification-template.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { LazyTemplateBodyEditor } from '../editor/lazy-template-body-editor.tsx';
import type { TemplateBodyEditorHandle } from '../editor/template-body-editor.tsx';
import { TemplatePreview } from './template-preview.tsx';
import { VariableMenu } from './variable-menu.tsx';

type Control = HTMLInputElement;

const formFields = templateFormFields;
type FormField = TemplateFormField;

const hints: Partial<Record<FormField, string>> = {
  htmlBody: 'fields.htmlBodyHint',
  inAppText: 'fields.inAppTextHint',
};

/** The variables offered to insert: the event's own, not those carrying a personal code, not the list. */
function insertableVariables(variables: readonly string[], secretVariables: readonly string[]): string[] {
  return variables.filter((variable) => !secretVariables.includes(variable) && variable !== 'vacancies');
}

function ErrorMessage({ id, message }: { id: string; message: string | undefined }) {
  return (
    <div aria-live="polite">
      {message && (
        <p id={id} className="flex items-start gap-1.5 text-sm font-medium text-error-700 dark:text-error-300">
          <Icon name="exclamation-triangle" className="mt-px size-4" />
          <span>{message}</span>
        </p>
      )}
    </div>
  );
}

/** The mail's body in the rich editor, labelled, with its hint and error, and the note on personal codes. */
function BodyField({
  value,
  onChange,
  variables,
  secretVariables,
  samples,
  error,
  editorRef,
}: {
  value: string;
  onChange: (html: string) => void;
  variables: readonly string[];
  secretVariables: readonly string[];
  samples: ReadonlyMap<string, string>;
  error: string | undefined;
  editorRef: Ref<TemplateBodyEditorHandle>;
}) {
  const { t } = useTranslation('notification-templates');
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <span id={labelId} className="text-sm font-semibold text-text">
        {t('fields.htmlBody')}
      </span>
      <p id={hintId} className="text-sm text-muted-700 dark:text-muted-300">
        {t('fields.htmlBodyHint')}
      </p>
      <LazyTemplateBodyEditor
        ref={editorRef}
        value={value}
        onChange={onChange}
        variables={variables}
        samples={samples}
        labelledBy={labelId}
        describedBy={error ? `${hintId} ${errorId}` : hintId}
        invalid={Boolean(error)}
        fieldName={t('fields.htmlBody')}
      />
      {secretVariables.length > 0 && (
        <p className="text-sm text-muted-700 dark:text-muted-300">
          {t('variables.secret', {
            variables: secretVariables
              .map((variable) => t(`variableNames.${variable}`, { defaultValue: variable }))
              .join(', '),
          })}
        </p>
      )}
      <ErrorMessage id={errorId} message={error} />
    </div>
  );
}

/**
 * The editor of a template's texts: the subject and the in-app line as text with variables to
 * insert, the mail's body in the rich editor (the plain-text mail is made from it by the API), and a
 * live preview (rendered by the API with sample values, after typing pauses). A problem the API
 * finds, in the preview or on saving, shows at its field.
 */
export function TemplateEditor({
  templateKey,
  variables,
  secretVariables,
  initial,
  submitLabel,
  onSave,
  actions,
}: {
  templateKey: NotificationTemplateKey;
  variables: readonly string[];
  /** Variables that carry the reader's personal code: only the e-mail's button uses them. */
  secretVariables: readonly string[];
  initial: NotificationTemplateTexts;
  submitLabel: string;
  onSave: (texts: NotificationTemplateTexts) => Promise<void>;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('notification-templates');
  const [texts, setTexts] = useState(initial);
  const [saveErrors, setSaveErrors] = useState<Partial<Record<FormField, string>>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const controls = useRef<Partial<Record<FormField, Control | null>>>({});
  const body = useRef<TemplateBodyEditorHandle>(null);
  const settled = useDebouncedValue(texts, 600);
  const preview = useNotificationTemplatePreview(templateKey, settled);
  const samples = useMemo(
    () => new Map((preview.data?.samples ?? []).map((sample) => [sample.name, sample.value])),
    [preview.data],
  );
  const insertable = insertableVariables(variables, secretVariables);
  // The preview's refusal of the texts as they are now shows at the fields, as a save's would.
  const previewErrors = useMemo(
    () =>
      isApiError(preview.error) && preview.error.statusCode === 422
        ? apiProblemsOf(preview.error, formFields).fields
        : {},
    [preview.error],
  );
  const errorOf = (field: FormField) =>
    saveErrors[field] ?? (settled === texts ? (previewErrors[field] as string | undefined) : undefined);

  const change = (field: FormField, value: string) => {
    setTexts((current) => ({ ...current, [field]: value }));
    setSaveErrors((current) => ({ ...current, [field]: undefined }));
  };

  const insertInto = (field: 'subject' | 'inAppText', variable: string) => {
    const control = controls.current[field];
    const value = texts[field];
    const snippet = `{{ ${variable} }}`;
    const start = control?.selectionStart ?? value.length;
    const end = control?.selectionEnd ?? value.length;
    change(field, value.slice(0, start) + snippet + value.slice(end));
    requestAnimationFrame(() => {
      control?.focus();
      control?.setSelectionRange(start + snippet.length, start + snippet.length);
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setGeneral([]);
    try {
      await onSave(texts);
    } catch (error) {
      const problems = apiProblemsOf(error, formFields);
      setSaveErrors(problems.fields);
      setGeneral(problems.general);
      const first = formFields.find((field) => problems.fields[field]);
      if (first === 'htmlBody') body.current?.focus();
      else if (first) controls.current[first]?.focus();
    } finally {
      setSaving(false);
    }
  };

  const textField = (field: 'subject' | 'inAppText') => {
    const hint = hints[field];
    return (
      <Field key={field} label={t(`fields.${field}`)} hint={hint ? t(hint) : undefined} error={errorOf(field)} required>
        {(control) => (
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            <input
              {...control}
              ref={(element) => {
                controls.current[field] = element;
              }}
              type="text"
              name={field}
              value={texts[field]}
              maxLength={notificationTemplateLimits[field]}
              spellCheck={false}
              className={`${fieldControlLook} w-full min-w-0 px-3 py-2`}
              onChange={(event) => change(field, event.target.value)}
            />
            <VariableMenu
              variables={insertable}
              samples={samples}
              describedField={t(`fields.${field}`)}
              onInsert={(variable) => insertInto(field, variable)}
            />
          </div>
        )}
      </Field>
    );
  };

  return (
    <div className="grid min-w-0 gap-8 lg:grid-cols-2">
      <form className="grid min-w-0 content-start gap-5" onSubmit={(event) => void submit(event)} noValidate>
        {general.length > 0 && (
          <Alert color="danger" title={t('saveFailed')} live>
            {general.join(' ')}
          </Alert>
        )}
        {textField('subject')}
        <BodyField
          value={texts.htmlBody}
          onChange={(html) => change('htmlBody', html)}
          variables={insertable}
          secretVariables={secretVariables}
          samples={samples}
          error={errorOf('htmlBody')}
          editorRef={body}
        />
        {textField('inAppText')}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" color="primary" loading={saving}>
            {submitLabel}
          </Button>
          {actions}
        </div>
      </form>
      <TemplatePreview preview={preview.data} pending={preview.isFetching} error={preview.error} />
    </div>
  );
}
