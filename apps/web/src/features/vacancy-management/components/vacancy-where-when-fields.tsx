import { dayParts, weekdays } from '@volunteerly/contracts/users';
import { vacancyCommitmentKinds, vacancyLimits, vacancyLocationKinds } from '@volunteerly/contracts/vacancies';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field.tsx';
import { FormSection } from './form-section.tsx';
import type { VacancyAppForm } from './vacancy-form-types.ts';
import { usePublishLabel } from './publish-mark.tsx';

function RadioGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-semibold text-text">{legend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">{children}</div>
    </fieldset>
  );
}

/** Where the work happens: an address, remote, or at home; the address fields only for an address. */
export function VacancyWhereFields({ form }: { form: VacancyAppForm }) {
  const { t } = useTranslation('vacancy-management');
  const { register } = form;
  const errors = form.formState.errors;
  const locationKind = useWatch({ control: form.control, name: 'locationKind' });
  const publishLabel = usePublishLabel(form);
  return (
    <FormSection title={t('form.where')}>
      <RadioGroup legend={t('fields.locationKind')}>
        {vacancyLocationKinds.map((kind) => (
          <label key={kind} className="inline-flex items-center gap-2">
            <input type="radio" value={kind} className="size-4 accent-primary-700" {...register('locationKind')} />
            {t(`locationKinds.${kind}`)}
          </label>
        ))}
      </RadioGroup>
      {locationKind === 'address' && (
        <>
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-[2fr_1fr]">
            <TextField
              label={t('fields.street')}
              autoComplete="address-line1"
              error={errors.street?.message}
              {...register('street')}
            />
            <TextField
              label={t('fields.houseNumber')}
              error={errors.houseNumber?.message}
              {...register('houseNumber')}
            />
          </div>
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-[1fr_2fr]">
            <TextField
              label={t('fields.postcode')}
              autoComplete="postal-code"
              error={errors.postcode?.message}
              {...register('postcode')}
            />
            <TextField
              label={publishLabel('city')}
              autoComplete="address-level2"
              error={errors.city?.message}
              {...register('city')}
            />
          </div>
        </>
      )}
    </FormSection>
  );
}

/** When: once on a date, during a period, or recurring (hours per week on parts of the week). */
export function VacancyWhenFields({ form }: { form: VacancyAppForm }) {
  const { t } = useTranslation('vacancy-management');
  const { register } = form;
  const errors = form.formState.errors;
  const commitmentKind = useWatch({ control: form.control, name: 'commitmentKind' });
  const publishLabel = usePublishLabel(form);
  return (
    <FormSection title={t('form.when')}>
      <RadioGroup legend={t('fields.commitmentKind')}>
        {vacancyCommitmentKinds.map((kind) => (
          <label key={kind} className="inline-flex items-center gap-2">
            <input type="radio" value={kind} className="size-4 accent-primary-700" {...register('commitmentKind')} />
            {t(`commitmentKinds.${kind}`)}
          </label>
        ))}
      </RadioGroup>
      {commitmentKind === 'one_off' && (
        <TextField
          label={publishLabel('startsOn', 'fields.date')}
          type="date"
          error={errors.startsOn?.message}
          {...register('startsOn')}
        />
      )}
      {commitmentKind === 'period' && (
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <TextField
            label={publishLabel('startsOn')}
            type="date"
            error={errors.startsOn?.message}
            {...register('startsOn')}
          />
          <TextField
            label={publishLabel('endsOn')}
            type="date"
            error={errors.endsOn?.message}
            {...register('endsOn')}
          />
        </div>
      )}
      {commitmentKind === 'recurring' && (
        <>
          <TextField
            label={publishLabel('hoursPerWeek')}
            type="number"
            inputMode="numeric"
            min={1}
            max={vacancyLimits.hoursPerWeekMax}
            className="max-w-48"
            error={errors.hoursPerWeek?.message}
            {...register('hoursPerWeek')}
          />
          <fieldset className="min-w-0">
            <legend className="text-sm font-semibold text-text">{t('fields.dayParts')}</legend>
            <div className="mt-2 grid gap-2">
              {weekdays.map((day) => (
                <fieldset key={day} className="flex flex-wrap items-center gap-x-4 gap-y-1">
                  <legend className="float-start w-28 text-sm">{t(`days.${day}`)}</legend>
                  {dayParts.map((part) => (
                    <label key={part} className="inline-flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        value={`${day}.${part}`}
                        className="size-4 accent-primary-700"
                        {...register('dayParts')}
                      />
                      {t(`dayParts.${part}`)}
                    </label>
                  ))}
                </fieldset>
              ))}
            </div>
          </fieldset>
        </>
      )}
    </FormSection>
  );
}
