import { Field } from './field.tsx';
import { useId, type ReactNode } from 'react';
import { fieldControlLook } from './field-classes.ts';

/** A labelled select above a list that filters or sorts it; the options are its children. */
export function SelectFilter({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Field label={label} id={id}>
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={`${fieldControlLook} px-3 py-2`}
        >
          {children}
        </select>
      )}
    </Field>
  );
}
