import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useProfileTagChoices, type ProfileTagKind } from '../api/list-profile-tag-choices.ts';

/**
 * A group of the centre's tags of one kind to tick (skills, or categories as interests), named in
 * the page's language, with the field for what the list lacks ("Anders, namelijk …") below them.
 * Checkboxes in a fieldset, laid out as chips that wrap: every screen reader and phone knows them,
 * and they fit any width.
 */
export function ProfileTagPicker({
  kind,
  legend,
  checkbox,
  other,
}: {
  kind: ProfileTagKind;
  legend: string;
  /** react-hook-form's register() of the list of chosen ids. */
  checkbox: UseFormRegisterReturn;
  /** The free-text field for anything else. */
  other: ReactNode;
}) {
  const { t } = useTranslation('profile');
  const choices = useProfileTagChoices(kind);

  let list: ReactNode;
  if (choices.isPending) list = <Spinner label={t('choices.loading')} showLabel />;
  else if (choices.isError) {
    list = (
      <LoadFailedAlert title={t('choices.loadFailed')} error={choices.error} onRetry={() => void choices.refetch()} />
    );
  } else if (choices.data.length > 0) {
    list = (
      <ul className="flex flex-wrap gap-2">
        {choices.data.map((choice) => (
          <li key={choice.id} className="max-w-full">
            <label className="flex min-h-11 items-center gap-3 rounded-ui border border-muted-200 px-3 py-2 has-[:checked]:border-primary-700 has-[:checked]:bg-primary-50 dark:border-muted-800 dark:has-[:checked]:border-primary-300 dark:has-[:checked]:bg-primary-950">
              <input type="checkbox" value={choice.id} className="size-4 shrink-0 accent-primary-700" {...checkbox} />
              <span className="min-w-0 break-words">{choice.name}</span>
            </label>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-semibold text-text">{legend}</legend>
      {list}
      {other}
    </fieldset>
  );
}
