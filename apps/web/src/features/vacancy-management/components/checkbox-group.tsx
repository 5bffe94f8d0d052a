import type { ReactNode, Ref } from 'react';

/** One choice of a CheckboxGroup. */
export interface CheckboxOption {
  value: string;
  label: ReactNode;
}

/**
 * A group of checkboxes (a fieldset with a legend) holding a list of the
 * checked values; `inputRef` goes to the first box so the form can focus it.
 */
export function CheckboxGroup({
  legend,
  options,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  columns = 'sm:grid-cols-2',
}: {
  legend: ReactNode;
  options: readonly CheckboxOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  columns?: string;
}) {
  const handleToggle = (option: string, checked: boolean) =>
    onChange(checked ? [...value.filter((item) => item !== option), option] : value.filter((item) => item !== option));
  return (
    <fieldset className="min-w-0" aria-invalid={error ? true : undefined}>
      <legend className="mb-2 text-sm font-semibold text-text">{legend}</legend>
      <ul className={`grid gap-2 ${columns}`}>
        {options.map((option, index) => (
          <li key={option.value}>
            <label className="inline-flex items-center gap-2">
              <input
                ref={index === 0 ? inputRef : undefined}
                type="checkbox"
                value={option.value}
                checked={value.includes(option.value)}
                onChange={(event) => handleToggle(option.value, event.target.checked)}
                onBlur={onBlur}
                className="size-4 accent-primary-700"
              />
              {option.label}
            </label>
          </li>
        ))}
      </ul>
      {error && <p className="mt-1 text-sm font-medium text-error-700 dark:text-error-300">{error}</p>}
    </fieldset>
  );
}
