import { vacancyLanguages, vacancyLimits, vacancySuitableFor } from '@volunteerly/contracts/vacancies';
import { useRef, type Ref } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { CheckboxGroup } from './checkbox-group.tsx';
import { FormSection } from './form-section.tsx';
import type { VacancyAppForm } from './vacancy-form-types.ts';

/** Minimum age, VOG, whom it suits, languages and the number of places. */
export function VacancyRequirementFields({ form }: { form: VacancyAppForm }) {
  const { t } = useTranslation('vacancy-management');
  const { register } = form;
  const errors = form.formState.errors;
  return (
    <FormSection title={t('form.requirements')}>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <TextField
          label={t('fields.minimumAge')}
          type="number"
          inputMode="numeric"
          min={0}
          max={vacancyLimits.minimumAgeMax}
          error={errors.minimumAge?.message}
          {...register('minimumAge')}
        />
        <TextField
          label={t('fields.places')}
          hint={t('form.placesHint')}
          type="number"
          inputMode="numeric"
          min={1}
          max={vacancyLimits.placesMax}
          required
          error={errors.places?.message}
          {...register('places')}
        />
      </div>
      <label className="inline-flex items-center gap-2">
        <input type="checkbox" className="size-4 accent-primary-700" {...register('vogRequired')} />
        {t('fields.vogRequired')}
      </label>
      <Controller
        control={form.control}
        name="suitableFor"
        render={({ field }) => (
          <CheckboxGroup
            legend={t('fields.suitableFor')}
            options={vacancySuitableFor.map((value) => ({ value, label: t(`suitableFor.${value}`) }))}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
          />
        )}
      />
      <Controller
        control={form.control}
        name="languages"
        render={({ field }) => (
          <LanguagesDisclosure
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
          />
        )}
      />
    </FormSection>
  );
}

/**
 * The questions an applicant answers (up to ten). Adding one moves focus to
 * its box; removing one moves focus to the add button, so keyboard users keep
 * their place.
 */
export function VacancyQuestionFields({ form }: { form: VacancyAppForm }) {
  const { t } = useTranslation('vacancy-management');
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'questions' });
  const addRef = useRef<HTMLButtonElement>(null);
  const errors = form.formState.errors.questions;
  const full = fields.length >= vacancyLimits.questionsMax;

  const handleRemove = (index: number) => {
    remove(index);
    addRef.current?.focus();
  };

  return (
    <FormSection title={t('form.questions')}>
      <p className="text-sm text-muted-700 dark:text-muted-300">
        {t('form.questionsHint', { max: vacancyLimits.questionsMax })}
      </p>
      {fields.length > 0 && (
        <ol className="grid gap-4">
          {fields.map((item, index) => (
            <li key={item.id} className="flex flex-wrap items-end gap-3">
              <TextField
                label={t('form.question', { number: index + 1 })}
                className="min-w-0 flex-1"
                maxLength={vacancyLimits.questionMax}
                error={errors?.[index]?.text?.message}
                {...form.register(`questions.${index}.text`)}
              />
              <Button size="md" variant="outline" onClick={() => handleRemove(index)}>
                {t('form.removeQuestion', { number: index + 1 })}
              </Button>
            </li>
          ))}
        </ol>
      )}
      <div>
        <Button
          ref={addRef}
          size="md"
          variant="outline"
          disabled={full}
          onClick={() => append({ text: '' }, { shouldFocus: true })}
        >
          {t('form.addQuestion')}
        </Button>
        {full && (
          <p className="mt-1 text-sm text-muted-700 dark:text-muted-300">
            {t('form.questionsFull', { max: vacancyLimits.questionsMax })}
          </p>
        )}
      </div>
    </FormSection>
  );
}

/**
 * The languages, folded (issue 31 §4): a disclosure whose summary names the chosen ones, opened
 * for the 13 boxes only when they are to change. A native `<details>`: keyboard and screen readers
 * know it without code.
 */
function LanguagesDisclosure({
  value,
  onChange,
  onBlur,
  inputRef,
}: {
  value: readonly string[];
  onChange: (value: string[]) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation('vacancy-management');
  const nameOf = (language: string) => t(`languageNames.${language}`, { ns: 'common' });
  const chosen = vacancyLanguages.filter((language) => value.includes(language)).map(nameOf);
  return (
    <details className="group min-w-0 rounded-ui border border-muted-200 dark:border-muted-800">
      <summary className="flex min-h-11 cursor-pointer list-none flex-wrap items-center gap-x-2 px-3 py-2 focus-visible:outline-2 focus-visible:outline-primary-700 [&::-webkit-details-marker]:hidden">
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-4 shrink-0 transition-transform group-open:rotate-90"
        >
          <path
            fill="currentColor"
            d="M7.3 5.3a1 1 0 0 1 1.4 0l4 4a1 1 0 0 1 0 1.4l-4 4a1 1 0 0 1-1.4-1.4L10.6 10 7.3 6.7a1 1 0 0 1 0-1.4Z"
          />
        </svg>
        <span className="text-sm font-semibold text-text">{t('fields.languages')}</span>
        <span className="text-sm text-muted-700 dark:text-muted-300">
          {chosen.length > 0 ? t('form.languagesChosen', { languages: chosen.join(', ') }) : t('form.languagesNone')}
        </span>
      </summary>
      <div className="border-t border-muted-200 px-3 py-3 dark:border-muted-800">
        <CheckboxGroup
          legend={t('fields.languages')}
          options={vacancyLanguages.map((language) => ({ value: language, label: nameOf(language) }))}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          inputRef={inputRef}
          columns="grid-cols-2 sm:grid-cols-3"
        />
      </div>
    </details>
  );
}
