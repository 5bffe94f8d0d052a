import { vacancyLimits } from '@volunteerly/contracts/vacancies';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { apiProblemsOf } from '../../../lib/api/api-problems.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import type { Vacancy } from '../../../lib/vacancies/vacancy-types.ts';
import type { VacancyOrganizationOption } from '../api/list-vacancy-organizations.ts';
import { VacancyBasicsFields } from './vacancy-basics-fields.tsx';
import {
  vacancyFormFieldNames,
  vacancyFormSchemaFor,
  vacancyFormValues,
  type VacancyFormOutput,
} from './vacancy-form-schema.ts';
import { PublishNeedsNote } from './publish-mark.tsx';
import { useContactPrefill } from './contact-prefill.tsx';
import { VacancyPreview } from './vacancy-preview.tsx';
import { VacancyQuestionFields, VacancyRequirementFields } from './vacancy-requirement-fields.tsx';
import { VacancyContactFields, VacancyTagFields } from './vacancy-tag-contact-fields.tsx';
import { VacancyWhenFields, VacancyWhereFields } from './vacancy-where-when-fields.tsx';

// Field names the API's messages are placed on; a question's message goes to its own box.
const messageFieldNames = vacancyFormFieldNames.filter((name) => name !== 'questions');

/** The API's 422 messages by field, by question (`/vacancy/questions/<index>`) and for the whole form. */
function vacancyProblemsOf(error: unknown) {
  const { fields, general } = apiProblemsOf(error, messageFieldNames);
  const questions = new Map<number, string>();
  if (isApiError(error)) {
    for (const item of error.errors) {
      const index = /^\/vacancy\/questions\/(\d+)/.exec(item.source?.pointer ?? '')?.[1];
      if (index !== undefined) questions.set(Number(index), item.detail ?? item.title);
    }
  }
  const questionMessages = [...questions.values()];
  return { fields, questions, general: general.filter((message) => !questionMessages.includes(message)) };
}

/** What a submit asks for: keep (or save as) a draft, publish, or just save the vacancy as it is. */
export type VacancySaveIntent = 'draft' | 'publish' | 'save';

/**
 * The vacancy form of the add and edit pages, with a live preview beside it
 * (below it on small screens). `intents` are its submit buttons; `onSave`
 * throws the API's error, whose 422 messages land on their fields (the first
 * one focused).
 */
export function VacancyForm({
  vacancy,
  organizationId,
  organizations,
  intents,
  onSave,
  footer,
}: {
  vacancy?: Vacancy;
  /** The organisation a new vacancy is for, when the user does not choose it. */
  organizationId?: string;
  /** The organisations to choose from (centre admins adding a vacancy). */
  organizations?: VacancyOrganizationOption[];
  intents: readonly VacancySaveIntent[];
  onSave: (values: VacancyFormOutput, intent: VacancySaveIntent) => Promise<void>;
  footer?: ReactNode;
}) {
  const { t } = useTranslation('vacancy-management');
  const [problems, setProblems] = useState<string[]>([]);
  const intent = useRef<VacancySaveIntent>(intents[0] ?? 'save');
  // Publishing, and saving a vacancy that stays published, need what the shared rule asks: checked
  // here with every other field at once, not after the server answered (issue 31 §4).
  const schema = useMemo(
    () =>
      vacancyFormSchemaFor(() => ({
        publishing: intent.current === 'publish' || (intent.current === 'save' && vacancy?.status === 'published'),
        publishMessage: (field) => t(`publish.${field}`),
      })),
    [vacancy?.status, t],
  );
  const labels = useMemo(
    () => ({
      ...Object.fromEntries(
        vacancyFormFieldNames.map((name) => [
          name,
          t(name === 'startsOn' ? 'fields.startsOnOrDate' : `fields.${name}`),
        ]),
      ),
      ...Object.fromEntries(
        Array.from({ length: vacancyLimits.questionsMax }, (_item, index) => [
          `questions.${index}.text`,
          t('form.question', { number: index + 1 }),
        ]),
      ),
    }),
    [t],
  );
  const form = useAppForm({
    schema,
    labels,
    defaultValues: vacancyFormValues(vacancy, organizationId),
  });

  const contactPrefilledFrom = useContactPrefill(form, vacancy === undefined);

  const handleValid = async (values: VacancyFormOutput) => {
    setProblems([]);
    if (organizations && values.organizationId === '') {
      form.setError(
        'organizationId',
        { type: 'required', message: t('ui:validation.required', { field: labels['organizationId'] }) },
        { shouldFocus: true },
      );
      return;
    }
    try {
      await onSave(values, intent.current);
    } catch (error) {
      const { fields, general, questions } = vacancyProblemsOf(error);
      let focus = true;
      for (const name of vacancyFormFieldNames) {
        if (name === 'questions') {
          for (const [index, message] of questions) {
            form.setError(`questions.${index}.text`, { type: 'server', message }, { shouldFocus: focus });
            focus = false;
          }
        } else if (fields[name]) {
          form.setError(name, { type: 'server', message: fields[name] }, { shouldFocus: focus });
          focus = false;
        }
      }
      setProblems(focus ? general : [t('form.checkFields'), ...general]);
    }
  };

  const submitting = form.formState.isSubmitting;
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <form noValidate onSubmit={form.submit(handleValid)} className="grid min-w-0 gap-6">
        {problems.length > 0 && (
          <Alert color="danger" live title={t('form.saveFailed')}>
            {problems.join(' ')}
          </Alert>
        )}
        <PublishNeedsNote />
        <VacancyBasicsFields form={form} organizations={organizations} />
        <VacancyWhereFields form={form} />
        <VacancyWhenFields form={form} />
        <VacancyRequirementFields form={form} />
        <VacancyQuestionFields form={form} />
        <VacancyTagFields form={form} />
        <VacancyContactFields form={form} prefilledFrom={contactPrefilledFrom} />
        <div className="flex flex-wrap items-center gap-4">
          {intents.map((option, index) => (
            <SubmitButton
              key={option}
              size="lg"
              variant={index === intents.length - 1 ? 'solid' : 'outline'}
              pending={submitting && intent.current === option}
              disabled={submitting}
              pendingLabel={t('form.saving')}
              onClick={() => {
                intent.current = option;
              }}
            >
              {t(`form.intents.${option}`)}
            </SubmitButton>
          ))}
          {footer}
        </div>
      </form>
      <VacancyPreview form={form} />
    </div>
  );
}
