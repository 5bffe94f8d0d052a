import { Field } from './field.tsx';
import { fieldControlLook } from './field-classes.ts';

/** Props of SearchField: the search box of a list page. */
export interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/**
 * The search box of a list page (users, vacancies, organisations, tags,
 * applications): a labelled `type="search"` field from the UI kit's Field. The
 * page debounces and keeps the words in its address (useListSearchParams).
 */
export function SearchField({ label, value, onChange, className }: SearchFieldProps) {
  return (
    <Field label={label} className={className}>
      {(control) => (
        <input
          {...control}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={`${fieldControlLook} px-3 py-2`}
        />
      )}
    </Field>
  );
}
