import { userLocales, userStatuses } from '@volunteerly/contracts/users';
import { emailField, personNameField, phoneField } from '@volunteerly/contracts/users-schemas';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Field } from '../../../components/ui/field.tsx';
import { fieldControlLook } from '../../../components/ui/field-classes.ts';
import { TextField } from '../../../components/ui/text-field.tsx';

/** The fields an administrator fills in for a user; `status` only when editing. */
export const userFormSchema = z.object({
  email: emailField,
  firstName: personNameField,
  lastName: personNameField,
  phone: z.union([z.literal(''), phoneField]),
  locale: z.enum(userLocales),
  status: z.enum(userStatuses),
});
export type UserFormValues = z.input<typeof userFormSchema>;
export const userFormFieldNames = ['email', 'firstName', 'lastName', 'phone', 'locale', 'status'] as const;

/** The labelled inputs of the user form. */
export function UserFields({
  register,
  errors,
  withStatus,
}: {
  register: UseFormRegister<UserFormValues>;
  errors: FieldErrors<UserFormValues>;
  withStatus: boolean;
}) {
  const { t } = useTranslation('users');
  const { t: tCommon } = useTranslation('common');
  return (
    <>
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="off"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <TextField
          label={t('fields.firstName')}
          required
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField label={t('fields.lastName')} required error={errors.lastName?.message} {...register('lastName')} />
      </div>
      <TextField label={t('fields.phone')} type="tel" error={errors.phone?.message} {...register('phone')} />
      <Field label={t('fields.locale')} hint={t('fields.localeHint')} error={errors.locale?.message} required>
        {(control) => (
          <select className={`${fieldControlLook} block w-full px-3 py-2`} {...control} {...register('locale')}>
            {userLocales.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {tCommon(`language.names.${locale}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {withStatus && (
        <Field label={t('fields.status')} error={errors.status?.message} required>
          {(control) => (
            <select className={`${fieldControlLook} block w-full px-3 py-2`} {...control} {...register('status')}>
              {userStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(`statuses.${status}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
    </>
  );
}
