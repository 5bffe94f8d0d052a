import { useId, type ReactNode } from 'react';

/** A labelled group of radio buttons (a fieldset with a legend), one per option. */
export function ChoiceGroup<T extends string>({
  legend,
  description,
  name,
  options,
  value,
  onChange,
  labelOf,
  hintOf,
  disabled = false,
}: {
  legend: ReactNode;
  /** Explains the whole group once (read with the group, not with every option). */
  description?: ReactNode;
  name: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  labelOf: (option: T) => ReactNode;
  hintOf?: (option: T) => ReactNode;
  disabled?: boolean;
}) {
  const descriptionId = useId();
  return (
    <fieldset className="grid gap-3" aria-describedby={description ? descriptionId : undefined}>
      <legend className="mb-1 font-heading text-lg font-semibold text-text">{legend}</legend>
      {description && (
        <p id={descriptionId} className="-mt-2 text-sm text-muted-700 dark:text-muted-300">
          {description}
        </p>
      )}
      {options.map((option) => (
        <label key={option} className="flex items-start gap-3">
          <input
            type="radio"
            name={name}
            value={option}
            checked={option === value}
            disabled={disabled}
            onChange={() => onChange(option)}
            className="mt-1 size-4 accent-primary-700"
          />
          <span>
            <span className="font-semibold text-text">{labelOf(option)}</span>
            {hintOf && <span className="block text-sm text-muted-700 dark:text-muted-300">{hintOf(option)}</span>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
