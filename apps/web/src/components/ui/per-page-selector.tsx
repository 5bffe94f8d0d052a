import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldControlLook } from './field-classes.ts';

/** The page sizes a list offers. */
export const perPageOptions = [10, 25, 50, 100] as const;
export type PerPage = (typeof perPageOptions)[number];

/** Narrows any number (e.g. from the URL) to an offered page size, defaulting to the first. */
export function toPerPage(value: number | string | null | undefined): PerPage {
  return perPageOptions.find((option) => option === Number(value)) ?? perPageOptions[0];
}

/** A labelled select of the number of items per page (10, 25, 50 or 100). */
export function PerPageSelector({
  value,
  onChange,
  label,
}: {
  value: PerPage;
  onChange: (value: PerPage) => void;
  label?: string;
}) {
  const { t } = useTranslation('ui');
  const id = `per-page-${useId()}`;
  return (
    <div className="inline-flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold whitespace-nowrap text-text">
        {label ?? t('perPage.label')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(toPerPage(event.target.value))}
        className={`${fieldControlLook} w-auto py-1.5 ps-3 pe-8`}
      >
        {perPageOptions.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}
