import { useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  notificationTemplateFields,
  notificationTemplateLimits,
  type NotificationTemplateField,
} from '@volunteerly/contracts/resources/notification-templates';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { fieldControlLook } from '../../../components/ui/field-classes.ts';
import { apiProblemsOf } from '../../../lib/api/api-problems.ts';
import type { NotificationTemplateKey, NotificationTemplateTexts } from '../api/notification-template-types.ts';
import { useNotificationTemplatePreview } from '../api/preview-notification-template.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { TemplatePreview } from './template-preview.tsx';
import { TemplateVariables } from './template-variables.tsx';

type Control = HTMLInputElement | HTMLTextAreaElement;

const multiline: Record<NotificationTemplateField, number | undefined> = {
  subject: undefined,
  htmlBody: 12,
  textBody: 8,
  inAppText: undefined,
};

const hints: Partial<Record<NotificationTemplateField, string>> = {
  htmlBody: 'fields.htmlBodyHint',
  textBody: 'fields.textBodyHint',
  inAppText: 'fields.inAppTextHint',
};

/**
 * The editor of a template's four texts, with the event's variables to insert and a live preview
 * (rendered by the API with sample values, after typing pauses). Saving goes through `onSave`; the
 * API's refusals land on their fields.
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
  const [errors, setErrors] = useState<Partial<Record<NotificationTemplateField, string>>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const controls = useRef<Partial<Record<NotificationTemplateField, Control | null>>>({});
  const lastField = useRef<NotificationTemplateField>('htmlBody');
  const settled = useDebouncedValue(texts, 600);
  const preview = useNotificationTemplatePreview(templateKey, settled);
  const samples = useMemo(
    () => new Map((preview.data?.samples ?? []).map((sample) => [sample.name, sample.value])),
    [preview.data],
  );

  const change = (field: NotificationTemplateField, value: string) => {
    setTexts((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const insert = (snippet: string) => {
    const field = lastField.current;
    const control = controls.current[field];
    const value = texts[field];
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
      const problems = apiProblemsOf(error, notificationTemplateFields);
      setErrors(problems.fields);
      setGeneral(problems.general);
      const first = notificationTemplateFields.find((field) => problems.fields[field]);
      if (first) controls.current[first]?.focus();
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="grid min-w-0 gap-8 lg:grid-cols-2">
      <form className="grid min-w-0 content-start gap-5" onSubmit={(event) => void submit(event)} noValidate>
        {general.length > 0 && (
          <Alert color="danger" title={t('saveFailed')} live>
            {general.join(' ')}
          </Alert>
        )}
        {notificationTemplateFields.map((field) => {
          const rows = multiline[field];
          const hint = hints[field];
          const look = `${fieldControlLook} w-full px-3 py-2 ${rows ? 'font-mono text-sm' : ''}`;
          return (
            <Field
              key={field}
              label={t(`fields.${field}`)}
              hint={hint ? t(hint) : undefined}
              error={errors[field]}
              required
            >
              {(control) => {
                const common = {
                  ...control,
                  name: field,
                  value: texts[field],
                  maxLength: notificationTemplateLimits[field],
                  spellCheck: false,
                  className: look,
                  onFocus: () => {
                    lastField.current = field;
                  },
                };
                return rows ? (
                  <textarea
                    {...common}
                    ref={(element) => {
                      controls.current[field] = element;
                    }}
                    rows={rows}
                    onChange={(event) => change(field, event.target.value)}
                  />
                ) : (
                  <input
                    {...common}
                    ref={(element) => {
                      controls.current[field] = element;
                    }}
                    type="text"
                    onChange={(event) => change(field, event.target.value)}
                  />
                );
              }}
            </Field>
          );
        })}
        <TemplateVariables
          variables={variables.filter((variable) => !secretVariables.includes(variable))}
          secretVariables={secretVariables}
          samples={samples}
          onInsert={insert}
        />
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
