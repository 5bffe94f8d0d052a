import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formFieldsNeededToPublish, type VacancyFormValues } from './vacancy-form-schema.ts';
import type { VacancyAppForm } from './vacancy-form-types.ts';

const markLook =
  'ms-2 inline-block rounded-full bg-primary-100 px-2 py-0.5 align-middle text-xs font-semibold text-primary-900 dark:bg-primary-900 dark:text-primary-100';

/** The mark beside a label of a field that publishing needs: visible words, so also read out. */
export function PublishMark() {
  const { t } = useTranslation('vacancy-management');
  return (
    <span data-publish-mark="" className={markLook}>
      {t('form.neededToPublish')}
    </span>
  );
}

/** A field's label, with the publish mark when publishing needs it for the kinds chosen now. */
export function usePublishLabel(form: VacancyAppForm) {
  const { t } = useTranslation('vacancy-management');
  const [locationKind, commitmentKind] = useWatch({ control: form.control, name: ['locationKind', 'commitmentKind'] });
  const needed: readonly (keyof VacancyFormValues)[] = formFieldsNeededToPublish({ locationKind, commitmentKind });
  return (name: keyof VacancyFormValues, labelKey: string = `fields.${name}`) => (
    <>
      {t(labelKey)}
      {needed.includes(name) && (
        <>
          {' '}
          <PublishMark />
        </>
      )}
    </>
  );
}

/** The form's opening line: what a draft needs, and what the marks mean. */
export function PublishNeedsNote() {
  const { t } = useTranslation('vacancy-management');
  return (
    <p className="text-sm text-muted-700 dark:text-muted-300">
      {t('form.publishNeedsNote')} <span className={`${markLook} ms-0`}>{t('form.neededToPublish')}</span>
    </p>
  );
}
