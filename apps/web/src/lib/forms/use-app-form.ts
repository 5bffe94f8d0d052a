import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import '../validation/zod-config.ts';
import { createZodErrorMap, type TranslateValidation } from './zod-error-map.ts';

/** Options of useAppForm: the schema, translated field labels and the handlers. */
export interface AppFormOptions<TInput extends FieldValues, TOutput> {
  schema: z.ZodType<TOutput, TInput>;
  defaultValues?: DefaultValues<TInput>;
  /** Field path → translated label, used in the default messages ('{field} is not valid.'). */
  labels?: Readonly<Partial<Record<Path<TInput>, string>>>;
  /** Called after a failed submit, once every field has been marked touched (spec §5). */
  onInvalidSubmit?: (errors: FieldErrors<TInput>) => void;
}

/** What useAppForm returns: react-hook-form's form plus `submit`, the handler for `<form onSubmit>`. */
export type AppForm<TInput extends FieldValues, TOutput> = UseFormReturn<TInput, unknown, TOutput> & {
  submit: (onValid: SubmitHandler<TOutput>) => (event?: BaseSyntheticEvent) => Promise<unknown>;
};

/** Every leaf path of a values object ('name', 'address.city'), for marking fields touched. */
export function leafPaths(values: unknown, prefix = ''): string[] {
  if (values === null || typeof values !== 'object' || values instanceof Date || values instanceof File) {
    return prefix ? [prefix] : [];
  }
  const entries = Array.isArray(values)
    ? values.map((value, index) => [String(index), value] as const)
    : Object.entries(values);
  if (entries.length === 0) return prefix ? [prefix] : [];
  return entries.flatMap(([key, value]) => leafPaths(value, prefix ? `${prefix}.${key}` : key));
}

/**
 * The form foundation (spec §5): react-hook-form with a zod schema, validating
 * when a field loses focus and never on input or change (also after a failed
 * submit), fields touched on blur, translated default messages in the current
 * language, and a failed submit that marks every field touched and calls
 * onInvalidSubmit. Until a first attempt to send, a field that loses focus
 * shows a problem only once the person changed it: tabbing past an empty
 * required field says nothing yet (issue 31 §1).
 */
export function useAppForm<TInput extends FieldValues, TOutput>(
  options: AppFormOptions<TInput, TOutput>,
): AppForm<TInput, TOutput> {
  const { schema, defaultValues, labels, onInvalidSubmit } = options;
  const { t } = useTranslation('ui');

  // The resolver is created once; the refs let it use the language and labels current at validation time.
  const latest = useRef({ t, labels, onInvalidSubmit });
  useLayoutEffect(() => {
    latest.current = { t, labels, onInvalidSubmit };
  });
  // The fields the person has changed, and whether they have tried to send the form.
  const changedFields = useRef(new Set<string>());
  const triedToSend = useRef(false);

  const resolver = useMemo<Resolver<TInput, unknown, TOutput>>(() => {
    const translate: TranslateValidation = (key, values) => latest.current.t(`validation.${key}`, values);
    return async (values, context, resolverOptions) => {
      const fieldLabels: Readonly<Record<string, string | undefined>> = latest.current.labels ?? {};
      const error = createZodErrorMap(translate, fieldLabels, latest.current.t('validation.thisField'));
      const result = await zodResolver(schema, { error })(values, context, resolverOptions);
      // A field's own validation (on blur) before any attempt to send: unchanged fields have no problem yet.
      const fields = resolverOptions.names ?? [];
      const unchanged = fields.length > 0 && fields.every((name) => !changedFields.current.has(name));
      return !triedToSend.current && unchanged ? { values: {}, errors: {} } : result;
    };
  }, [schema]);

  const form = useForm<TInput, unknown, TOutput>({
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues,
    resolver,
    shouldFocusError: true,
  });

  const { handleSubmit, getValues, setValue, watch } = form;
  useEffect(() => {
    // A person's change (typing, choosing), not a value the page sets.
    const subscription = watch((_values, { name, type }) => {
      if (type === 'change' && name) changedFields.current.add(name);
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  const submit = useCallback(
    (onValid: SubmitHandler<TOutput>) => (event?: BaseSyntheticEvent) => {
      triedToSend.current = true;
      return handleSubmit(onValid, (errors) => {
        for (const path of leafPaths(getValues())) {
          const name = path as Path<TInput>;
          // Re-setting the same value only flips `touched`; validation already ran.
          setValue(name, getValues(name), { shouldTouch: true, shouldValidate: false, shouldDirty: false });
        }
        latest.current.onInvalidSubmit?.(errors);
      })(event);
    },
    [handleSubmit, getValues, setValue],
  );

  return { ...form, submit };
}
