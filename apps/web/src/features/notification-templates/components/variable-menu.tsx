import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

/**
 * "Variabele invoegen": a button that unfolds the event's variables by their human names (with the
 * sample value the preview uses); choosing one inserts it where the cursor is and folds the list.
 * Escape folds it and returns to the button.
 */
export function VariableMenu({
  variables,
  samples,
  onInsert,
  describedField,
}: {
  variables: readonly string[];
  samples: ReadonlyMap<string, string>;
  onInsert: (variable: string) => void;
  /** The field it inserts into, said in the button's accessible name. */
  describedField: string;
}) {
  const { t } = useTranslation('notification-templates');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={toggle}
        size="sm"
        variant="outline"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('variables.insertInto', { field: describedField })}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => setOpen((current) => !current)}
      >
        {t('variables.insert')}
      </Button>
      <ul
        id={listId}
        hidden={!open}
        className="flex basis-full flex-wrap gap-2"
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          toggle.current?.focus();
        }}
      >
        {variables.map((variable) => {
          const sample = samples.get(variable);
          return (
            <li key={variable} className="min-w-0">
              <button
                type="button"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  setOpen(false);
                  onInsert(variable);
                }}
                className="max-w-full rounded-full border border-primary-700 bg-primary-50 px-3 py-1 text-start text-sm font-semibold break-words text-primary-900 hover:bg-primary-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 dark:border-primary-300 dark:bg-primary-950 dark:text-primary-100"
              >
                {t(`variableNames.${variable}`, { defaultValue: variable })}
                {sample && (
                  <span className="font-normal text-muted-700 dark:text-muted-300">
                    {' '}
                    {t('variables.sample', { value: sample })}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
