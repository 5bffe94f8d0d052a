import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { toast } from '../../../lib/toast/toast-store.ts';

// No messages here: every one comes from the form foundation's translated defaults.
const showcaseSchema = z.object({
  name: z.string().trim().min(2).max(50),
  email: z.email(),
  website: z.url(),
  age: z.number().int().positive().max(120),
  nickname: z.string().min(3).max(12),
});
type ShowcaseInput = z.input<typeof showcaseSchema>;

const fieldNames = ['name', 'email', 'website', 'age', 'nickname'] as const;

/** /dev/form: the form foundation at work — validation on blur, touched fields, the invalid-submit handler. */
export function DevFormPage() {
  const { t } = useTranslation('ui');
  const labels = useMemo(
    () =>
      Object.fromEntries(fieldNames.map((name) => [name, t(`dev.form.fields.${name}`)])) as Record<
        (typeof fieldNames)[number],
        string
      >,
    [t],
  );
  const form = useAppForm({
    schema: showcaseSchema,
    labels,
    defaultValues: { name: '', email: '', website: '', nickname: '' } satisfies Partial<ShowcaseInput>,
    onInvalidSubmit: (errors) => {
      toast.add({
        color: 'danger',
        title: t('dev.form.invalidTitle'),
        message: t('dev.form.invalidMessage', { count: Object.keys(errors).length }),
      });
    },
  });
  const { register, formState } = form;
  const { errors, touchedFields, isSubmitting } = formState;
  const touched = fieldNames.filter((name) => touchedFields[name]).map((name) => labels[name]);

  const onValid = async (values: z.output<typeof showcaseSchema>) => {
    // A short wait shows the submit button's pending state.
    await new Promise((resolve) => setTimeout(resolve, 600));
    toast.add({
      color: 'success',
      title: t('dev.form.savedTitle'),
      message: t('dev.form.savedMessage', { name: values.name }),
    });
  };

  return (
    <>
      <PageHeader title={t('dev.form.title')} description={t('dev.form.description')} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <form noValidate onSubmit={form.submit(onValid)} className="grid gap-5">
          <TextField
            label={labels.name}
            autoComplete="name"
            required
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label={labels.email}
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label={labels.website}
            type="url"
            autoComplete="url"
            hint={t('dev.form.websiteHint')}
            required
            error={errors.website?.message}
            {...register('website')}
          />
          <TextField
            label={labels.age}
            type="number"
            inputMode="numeric"
            required
            error={errors.age?.message}
            {...register('age', { valueAsNumber: true })}
          />
          <TextField
            label={labels.nickname}
            hint={t('dev.form.nicknameHint')}
            required
            error={errors.nickname?.message}
            {...register('nickname')}
          />
          <div>
            <SubmitButton pending={isSubmitting}>{t('dev.form.submit')}</SubmitButton>
          </div>
        </form>
        <aside aria-labelledby="form-behaviour" className="self-start">
          <Alert color="info" title={<span id="form-behaviour">{t('dev.form.behaviourTitle')}</span>}>
            <p>{t('dev.form.behaviourText')}</p>
            <p className="mt-2 font-semibold">{t('dev.form.touchedLabel')}</p>
            <p aria-live="polite">{touched.length > 0 ? touched.join(', ') : t('dev.form.touchedNone')}</p>
          </Alert>
        </aside>
      </div>
    </>
  );
}
