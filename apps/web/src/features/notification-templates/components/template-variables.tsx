import { useTranslation } from 'react-i18next';

/** What inserting a variable puts in a text: its output, or for a list a loop over its items. */
export function snippetOf(variable: string): string {
  if (variable === 'vacancies') {
    return '{% for vacancy in vacancies %}{{ vacancy.title }} ({{ vacancy.organization }}, {{ vacancy.place }}): {{ vacancy.link }}\n{% endfor %}';
  }
  return `{{ ${variable} }}`;
}

/**
 * The event's variables as buttons that insert them where the cursor was last, each with its
 * sample value; and, said apart, the ones that carry the reader's personal code, which only the
 * e-mail's own button may hold.
 */
export function TemplateVariables({
  variables,
  secretVariables,
  samples,
  onInsert,
}: {
  variables: readonly string[];
  secretVariables: readonly string[];
  samples: ReadonlyMap<string, string>;
  onInsert: (snippet: string) => void;
}) {
  const { t } = useTranslation('notification-templates');
  return (
    <section aria-labelledby="template-variables-heading" className="grid gap-2">
      <h2 id="template-variables-heading" className="font-heading text-lg font-semibold">
        {t('variables.title')}
      </h2>
      <p className="text-sm text-muted-700 dark:text-muted-300">{t('variables.hint')}</p>
      <ul className="flex flex-wrap gap-2">
        {variables.map((variable) => {
          const sample = samples.get(variable);
          return (
            <li key={variable}>
              <button
                type="button"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onInsert(snippetOf(variable))}
                title={sample ? t('variables.example', { value: sample }) : undefined}
                className="rounded-full border border-muted-500 px-3 py-1 font-mono text-sm break-all text-text hover:border-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 dark:border-muted-400"
              >
                {`{{ ${variable} }}`} <span className="sr-only">{t('variables.insertSuffix')}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {secretVariables.length > 0 && (
        <p className="text-sm text-muted-700 dark:text-muted-300">
          {t('variables.secret', { variables: secretVariables.map((variable) => `{{ ${variable} }}`).join(', ') })}
        </p>
      )}
    </section>
  );
}
