import { dayParts, profileLimits, weekdays, type Availability } from '@volunteerly/contracts/users';
import { pastDateField, personNameField, phoneField, postcodeField } from '@volunteerly/contracts/users-schemas';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { fieldControlLook } from '../../../components/ui/field-classes.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { apiProblemsOf } from '../../../lib/api/api-problems.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { toast } from '../../../lib/toast/toast-store.ts';
import { useUpdateProfile, type ProfileChanges } from '../api/update-profile.ts';
import { ProfileTagPicker } from '../components/profile-tag-picker.tsx';
import { toProfileUser, type ProfileUser } from '../components/profile-user.ts';

const fieldNames = [
  'firstName',
  'lastName',
  'phone',
  'dateOfBirth',
  'postcode',
  'city',
  'aboutMe',
  'skills',
  'interests',
  'skillTagIds',
  'interestTagIds',
  'visibleInPool',
] as const;

/** An optional text field: empty means 'not set'. */
const optional = <T extends z.ZodType<string, string>>(field: T) => z.union([z.literal(''), field]);

const schema = z.object({
  firstName: personNameField,
  lastName: personNameField,
  phone: optional(phoneField),
  dateOfBirth: optional(pastDateField),
  postcode: optional(postcodeField),
  city: z.string().trim().max(profileLimits.city),
  aboutMe: z.string().trim().max(profileLimits.aboutMe),
  skills: z.string().max(profileLimits.tagCount * (profileLimits.tagLength + 2)),
  interests: z.string().max(profileLimits.tagCount * (profileLimits.tagLength + 2)),
  skillTagIds: z.array(z.string()).max(profileLimits.tagCount),
  interestTagIds: z.array(z.string()).max(profileLimits.tagCount),
  availability: z.array(z.string()),
  visibleInPool: z.boolean(),
});
type ProfileFormValues = z.input<typeof schema>;

/** 'koken, tuinieren,, ' → ['koken', 'tuinieren'] */
export function splitTags(value: string): string[] {
  return [
    ...new Set(
      value
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
}

function availabilityOf(keys: string[]): Availability {
  const availability: Availability = {};
  for (const day of weekdays) {
    const parts = dayParts.filter((part) => keys.includes(`${day}.${part}`));
    if (parts.length > 0) availability[day] = parts;
  }
  return availability;
}

function formValuesOf(user: ProfileUser): ProfileFormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone ?? '',
    dateOfBirth: user.dateOfBirth ?? '',
    postcode: user.postcode ?? '',
    city: user.city ?? '',
    aboutMe: user.aboutMe ?? '',
    skills: user.skills.join(', '),
    interests: user.interests.join(', '),
    skillTagIds: user.skillTags.map((tag) => tag.id),
    interestTagIds: user.interestTags.map((tag) => tag.id),
    availability: weekdays.flatMap((day) => (user.availability[day] ?? []).map((part) => `${day}.${part}`)),
    visibleInPool: user.visibleInPool,
  };
}

function ProfileForm({ user, volunteerProfiles }: { user: ProfileUser; volunteerProfiles: boolean }) {
  const { t } = useTranslation('profile');
  const updateProfile = useUpdateProfile();
  const labels = useMemo(
    () => Object.fromEntries(fieldNames.map((name) => [name, t(`fields.${name}`)])) as Record<string, string>,
    [t],
  );
  const form = useAppForm({ schema, labels, defaultValues: formValuesOf(user) });
  const { errors, isSubmitting } = form.formState;
  const problems = updateProfile.error ? apiProblemsOf(updateProfile.error, fieldNames) : undefined;

  const onValid = async (values: z.output<typeof schema>) => {
    const changes: ProfileChanges = {
      firstName: values.firstName,
      lastName: values.lastName,
      phone: values.phone || null,
      dateOfBirth: values.dateOfBirth || null,
      postcode: values.postcode || null,
      city: values.city || null,
    };
    if (volunteerProfiles) {
      Object.assign(changes, {
        aboutMe: values.aboutMe || null,
        skills: splitTags(values.skills),
        interests: splitTags(values.interests),
        skillTagIds: values.skillTagIds,
        interestTagIds: values.interestTagIds,
        availability: availabilityOf(values.availability),
        visibleInPool: values.visibleInPool,
      });
    }
    try {
      await updateProfile.mutateAsync(changes);
    } catch (error) {
      const { fields } = apiProblemsOf(error, fieldNames);
      let focus = true;
      for (const name of fieldNames) {
        const message = fields[name];
        if (!message) continue;
        form.setError(name, { type: 'server', message }, { shouldFocus: focus });
        focus = false;
      }
      return;
    }
    toast.add({ color: 'success', title: t('edit.saved') });
  };

  return (
    <form noValidate onSubmit={form.submit(onValid)} className="grid gap-5">
      {problems && problems.general.length > 0 && (
        <Alert color="danger" live title={t('edit.failed')}>
          {problems.general.join(' ')}
        </Alert>
      )}
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <TextField
          label={labels['firstName']}
          autoComplete="given-name"
          required
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          label={labels['lastName']}
          autoComplete="family-name"
          required
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
        <TextField
          label={labels['phone']}
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <TextField
          label={labels['dateOfBirth']}
          type="date"
          autoComplete="bday"
          error={errors.dateOfBirth?.message}
          {...form.register('dateOfBirth')}
        />
        <TextField
          label={labels['postcode']}
          hint={t('fields.postcodeHint')}
          autoComplete="postal-code"
          error={errors.postcode?.message}
          {...form.register('postcode')}
        />
        <TextField
          label={labels['city']}
          autoComplete="address-level2"
          error={errors.city?.message}
          {...form.register('city')}
        />
      </div>
      {volunteerProfiles && (
        <fieldset className="grid gap-5">
          <legend className="mb-2 font-heading text-xl font-semibold text-text">{t('profile.volunteer')}</legend>
          <Field label={labels['aboutMe']} error={errors.aboutMe?.message}>
            {(control) => (
              <textarea
                rows={5}
                className={`${fieldControlLook} block w-full px-3 py-2`}
                {...control}
                {...form.register('aboutMe')}
              />
            )}
          </Field>
          <ProfileTagPicker
            kind="skill"
            legend={labels['skills']!}
            checkbox={form.register('skillTagIds')}
            other={
              <TextField
                label={t('fields.other')}
                hint={t('fields.tagsHint')}
                error={errors.skills?.message ?? errors.skillTagIds?.message}
                {...form.register('skills')}
              />
            }
          />
          <ProfileTagPicker
            kind="category"
            legend={labels['interests']!}
            checkbox={form.register('interestTagIds')}
            other={
              <TextField
                label={t('fields.other')}
                hint={t('fields.tagsHint')}
                error={errors.interests?.message ?? errors.interestTagIds?.message}
                {...form.register('interests')}
              />
            }
          />
          <fieldset>
            <legend className="text-sm font-semibold text-text">{t('fields.availability')}</legend>
            <div className="mt-2 grid gap-2">
              {weekdays.map((day) => (
                <fieldset key={day} className="flex flex-wrap items-center gap-x-4 gap-y-1">
                  <legend className="float-start w-28 text-sm">{t(`availability.days.${day}`)}</legend>
                  {dayParts.map((part) => (
                    <label key={part} className="inline-flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        value={`${day}.${part}`}
                        className="size-4 accent-primary-700"
                        {...form.register('availability')}
                      />
                      {t(`availability.parts.${part}`)}
                    </label>
                  ))}
                </fieldset>
              ))}
            </div>
          </fieldset>
          <label className="inline-flex items-center gap-2">
            <input type="checkbox" className="size-4 accent-primary-700" {...form.register('visibleInPool')} />
            <span>{labels['visibleInPool']}</span>
          </label>
        </fieldset>
      )}
      <div>
        <SubmitButton pending={isSubmitting} pendingLabel={t('edit.saving')}>
          {t('edit.save')}
        </SubmitButton>
      </div>
    </form>
  );
}

/** /profile-edit (index): the user's personal details and, where the tenant uses them, volunteer profile. */
export function ProfileEditIndexPage({ volunteerProfiles }: { volunteerProfiles: boolean }) {
  const { t } = useTranslation('profile');
  const currentUser = useCurrentUser();
  if (currentUser.isPending) return <Spinner label={t('loading')} showLabel />;
  if (currentUser.isError) {
    return (
      <Alert color="danger" title={t('loadFailed')}>
        {currentUser.error.message}
      </Alert>
    );
  }
  return <ProfileForm user={toProfileUser(currentUser.data)} volunteerProfiles={volunteerProfiles} />;
}
