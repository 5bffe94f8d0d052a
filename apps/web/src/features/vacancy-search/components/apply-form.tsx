import { applicationLimits } from '@volunteerly/contracts/applications';
import { motivationField } from '@volunteerly/contracts/applications-schemas';
import { userLocales, type UserLocale } from '@volunteerly/contracts/users';
import { emailField, personNameField, phoneField } from '@volunteerly/contracts/users-schemas';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { fieldControlLook } from '../../../components/ui/field-classes.ts';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { holdsSubmit, markFormReady } from '../../../lib/document/held-submits.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import type { Vacancy } from '../../../lib/vacancies/vacancy-types.ts';
import { useApplyToVacancy, type ApplicationOutcome } from '../api/apply-to-vacancy.ts';
import { AlreadyApplied } from './apply-outcome.tsx';

/** The application form's values; the guest fields stay empty for a signed-in applicant. */
export interface ApplyValues {
  motivation: string;
  answers: string[];
  name: string;
  email: string;
  phone: string;
}

const textareaClasses = `${fieldControlLook} block min-h-32 w-full px-3 py-2`;

/** The form's rules: a guest also gives a name and e-mail address (and may give a phone number). */
export function applySchema(questionCount: number, guest: boolean): z.ZodType<ApplyValues, ApplyValues> {
  const answer = z.string().trim().min(1).max(applicationLimits.answerMax);
  return z.object({
    motivation: motivationField,
    answers: z.array(answer).length(questionCount),
    name: guest ? personNameField : z.string(),
    email: guest ? emailField : z.string(),
    phone: guest ? z.union([z.literal(''), phoneField]) : z.string(),
  }) as z.ZodType<ApplyValues, ApplyValues>;
}

/** The form field a JSON:API error pointer names ('/application/guest/email' → 'email', '/application/answers/1' → 'answers.1'). */
export function applyFieldOfPointer(pointer: string): Path<ApplyValues> | undefined {
  const parts = pointer.split('/').filter(Boolean);
  const start = parts[0] === 'application' ? 1 : 0;
  const [first, second] = parts.slice(start);
  if (first === 'motivation') return 'motivation';
  if (first === 'answers' && second !== undefined && /^\d+$/.test(second)) return `answers.${Number(second)}`;
  if (first === 'guest' && (second === 'name' || second === 'email' || second === 'phone')) return second;
  return undefined;
}

/** Applying to a vacancy: motivation and the vacancy's questions; a guest also gives contact details. */
export function ApplyForm({
  vacancy,
  guest,
  onApplied,
}: {
  vacancy: Vacancy;
  guest: boolean;
  onApplied: (outcome: ApplicationOutcome, email: string) => void;
}) {
  const { t, i18n } = useTranslation('vacancy-search');
  const apply = useApplyToVacancy();
  const [generalProblems, setGeneralProblems] = useState<string[]>([]);
  const [duplicate, setDuplicate] = useState(false);
  const questions = useMemo(() => vacancy.questions ?? [], [vacancy.questions]);
  const schema = useMemo(() => applySchema(questions.length, guest), [questions.length, guest]);
  const labels = useMemo(
    () =>
      ({
        motivation: t('apply.motivation'),
        name: t('apply.name'),
        email: t('apply.email'),
        phone: t('apply.phone'),
        ...Object.fromEntries(
          questions.map((_question, index) => [`answers.${index}`, t('apply.answer', { number: index + 1 })]),
        ),
      }) as Partial<Record<Path<ApplyValues>, string>>,
    [t, questions],
  );
  // Text typed into the server's form before this code came is kept: react-hook-form takes a field
  // the visitor edited before the form was ready as it is, not as its default value.
  const form = useAppForm<ApplyValues, ApplyValues>({
    schema,
    labels,
    defaultValues: { motivation: '', answers: questions.map(() => ''), name: '', email: '', phone: '' },
  });
  const { errors, isSubmitting } = form.formState;
  // A submit that came before this code (the button works at once) is sent now.
  const formElement = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (formElement.current) markFormReady(formElement.current);
  }, []);

  const handleValid = async (values: ApplyValues) => {
    setGeneralProblems([]);
    setDuplicate(false);
    const locale = userLocales.find((item) => item === i18n.resolvedLanguage) ?? ('nl' satisfies UserLocale);
    try {
      const result = await apply.mutateAsync({
        vacancyId: vacancy.id,
        motivation: values.motivation,
        answers: values.answers,
        guest: guest ? { name: values.name, email: values.email, phone: values.phone, locale } : undefined,
      });
      onApplied(result, values.email);
    } catch (error) {
      const general: string[] = [];
      let focus = true;
      for (const item of isApiError(error) ? error.errors : []) {
        if (item.code === 'application_duplicate') {
          setDuplicate(true);
          continue;
        }
        const field = item.source?.pointer ? applyFieldOfPointer(item.source.pointer) : undefined;
        const message = item.detail ?? item.title;
        if (!field) {
          general.push(message);
          continue;
        }
        form.setError(field, { type: 'server', message }, { shouldFocus: focus });
        focus = false;
      }
      if (!isApiError(error) || error.errors.length === 0) general.push((error as Error).message);
      setGeneralProblems(general);
    }
  };

  return (
    // `post`: were the app never to run, a submit would not put the applicant's details in the address.
    <form
      ref={formElement}
      method="post"
      noValidate
      {...holdsSubmit}
      onSubmit={form.submit(handleValid)}
      className="grid gap-5"
    >
      {vacancy.isFull && (
        <Alert color="warning" title={t('apply.fullTitle')}>
          {t('apply.fullText')}
        </Alert>
      )}
      {duplicate && <AlreadyApplied live />}
      {generalProblems.length > 0 && (
        <Alert color="danger" live title={t('apply.failed')}>
          {generalProblems.join(' ')}
        </Alert>
      )}
      {guest && (
        <>
          <p className="text-muted-700 dark:text-muted-300">{t('apply.guestIntro')}</p>
          <TextField
            label={labels.name}
            autoComplete="name"
            required
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextField
            label={labels.email}
            type="email"
            autoComplete="email"
            required
            hint={t('apply.emailHint')}
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextField
            label={labels.phone}
            type="tel"
            autoComplete="tel"
            error={errors.phone?.message}
            {...form.register('phone')}
          />
        </>
      )}
      <Field label={labels.motivation} hint={t('apply.motivationHint')} error={errors.motivation?.message} required>
        {(control) => <textarea className={textareaClasses} {...control} {...form.register('motivation')} />}
      </Field>
      {questions.map((question, index) => (
        <Field key={index} label={question} error={errors.answers?.[index]?.message} required>
          {(control) => <textarea className={textareaClasses} {...control} {...form.register(`answers.${index}`)} />}
        </Field>
      ))}
      <div>
        <SubmitButton pending={isSubmitting} pendingLabel={t('apply.pending')} usableBeforeTakeover>
          {vacancy.isFull ? t('apply.submitWaitlist') : t('apply.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
