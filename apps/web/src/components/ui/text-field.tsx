import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field } from './field.tsx';
import { fieldControlLook } from './field-classes.ts';

/** Props of TextField: an input's own, plus label, hint and error; `ref` makes it work with register(). */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled text input. Spread react-hook-form's `register(name)` into it;
 * `required` only marks the field (the schema validates), so the browser's own
 * validation bubbles never compete with ours.
 */
export function TextField({ label, hint, error, required, id, className = '', ref, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(control) => (
        <input ref={ref} type="text" className={`${fieldControlLook} block w-full px-3 py-2`} {...control} {...input} />
      )}
    </Field>
  );
}
