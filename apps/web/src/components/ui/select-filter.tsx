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
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-text">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${fieldControlLook} px-3 py-2`}
      >
        {children}
      </select>
    </div>
  );
}
