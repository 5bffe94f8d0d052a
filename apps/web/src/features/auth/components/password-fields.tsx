import { passwordLimits } from '@volunteerly/contracts/users';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field.tsx';

/** The values the two new-password fields fill in. */
export interface NewPasswordValues {
  password: string;
  passwordConfirmation: string;
}

/** A new password and its repetition, with the length limits as a hint. */
export function NewPasswordFields<T extends NewPasswordValues>({
  register,
  errors,
  passwordLabel,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  passwordLabel: string;
}) {
  const { t } = useTranslation('auth');
  const reg = register as unknown as UseFormRegister<NewPasswordValues>;
  const errs = errors as FieldErrors<NewPasswordValues>;
  return (
    <>
      <TextField
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        hint={t('fields.passwordHint', passwordLimits)}
        required
        error={errs.password?.message}
        {...reg('password')}
      />
      <TextField
        label={t('fields.passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        required
        error={errs.passwordConfirmation?.message}
        {...reg('passwordConfirmation')}
      />
    </>
  );
}
