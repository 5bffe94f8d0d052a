import { organizationTypes, socialNetworks } from '@volunteerly/contracts/organizations';
import {
  houseNumberField,
  kvkNumberField,
  organizationNameField,
  webUrlField,
} from '@volunteerly/contracts/organizations-schemas';
import { emailField, phoneField, postcodeField } from '@volunteerly/contracts/users-schemas';
import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Field } from '../../../components/ui/field.tsx';
import { fieldControlLook } from '../../../components/ui/field-classes.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { OrganizationInput } from '../api/organization-input.ts';
import { useTargetGroups } from '../api/list-target-groups.ts';
import type { Organization } from '../api/organization-types.ts';

const optional = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]);

/** The organisation form's fields; empty strings mean 'not filled in'. */
export const organizationFormSchema = z.object({
  name: organizationNameField,
  type: z.enum(organizationTypes),
  description: z.string().trim().max(5000),
  logoUrl: optional(webUrlField),
  websiteUrl: optional(webUrlField),
  email: optional(emailField),
  phone: optional(phoneField),
  kvkNumber: optional(kvkNumberField),
  volunteerCount: z.union([z.literal(''), z.coerce.number().int().min(0).max(1_000_000)]),
  facebook: optional(webUrlField),
  instagram: optional(webUrlField),
  linkedin: optional(webUrlField),
  x: optional(webUrlField),
  youtube: optional(webUrlField),
  street: z.string().trim().max(120),
  houseNumber: optional(houseNumberField),
  postcode: optional(postcodeField),
  city: z.string().trim().max(80),
  targetGroupIds: z.array(z.string()).max(50),
});
export type OrganizationFormValues = z.input<typeof organizationFormSchema>;
export type OrganizationFormOutput = z.output<typeof organizationFormSchema>;

/** Every field name, for labels and for placing the API's messages. */
export const organizationFormFieldNames = Object.keys(organizationFormSchema.shape) as (keyof OrganizationFormValues)[];

/** The form's values for an organisation (or a blank one). */
export function organizationFormValues(organization?: Organization): OrganizationFormValues {
  const profile = organization?.profile;
  const address = organization?.address;
  const links = profile?.socialLinks ?? {};
  return {
    name: organization?.name ?? '',
    type: organization?.type ?? 'Foundation',
    description: profile?.description ?? '',
    logoUrl: profile?.logoUrl ?? '',
    websiteUrl: profile?.websiteUrl ?? '',
    email: profile?.email ?? '',
    phone: profile?.phone ?? '',
    kvkNumber: profile?.kvkNumber ?? '',
    volunteerCount:
      profile?.volunteerCount === null || profile?.volunteerCount === undefined ? '' : String(profile.volunteerCount),
    facebook: links.facebook ?? '',
    instagram: links.instagram ?? '',
    linkedin: links.linkedin ?? '',
    x: links.x ?? '',
    youtube: links.youtube ?? '',
    street: address?.street ?? '',
    houseNumber: address?.houseNumber ?? '',
    postcode: address?.postcode ?? '',
    city: address?.city ?? '',
    targetGroupIds: (profile?.targetGroups ?? []).map((group) => String(group.id)),
  };
}

const orNull = (value: string) => (value === '' ? null : value);

/** What the API is sent for the form's values. */
export function organizationInputOf(values: OrganizationFormOutput): Required<OrganizationInput> {
  const socialLinks = Object.fromEntries(
    socialNetworks.flatMap((network) => (values[network] ? [[network, values[network]]] : [])),
  );
  return {
    name: values.name,
    type: values.type,
    profile: {
      description: orNull(values.description),
      logoUrl: orNull(values.logoUrl),
      websiteUrl: orNull(values.websiteUrl),
      email: orNull(values.email),
      phone: orNull(values.phone),
      kvkNumber: orNull(values.kvkNumber),
      volunteerCount: values.volunteerCount === '' ? null : values.volunteerCount,
      socialLinks,
      targetGroupIds: values.targetGroupIds,
    },
    address: {
      street: orNull(values.street),
      houseNumber: orNull(values.houseNumber),
      postcode: orNull(values.postcode),
      city: orNull(values.city),
    },
  };
}

type SectionProps = {
  register: UseFormRegister<OrganizationFormValues>;
  errors: FieldErrors<OrganizationFormValues>;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5 rounded-ui-lg border border-muted-200 p-5 dark:border-muted-800">
      <legend className="px-1 font-heading text-lg font-semibold text-text">{title}</legend>
      {children}
    </fieldset>
  );
}

/** Name, type and the public profile. `contact` adds the organisation's public e-mail and phone. */
export function OrganizationBasicsFields({ register, errors, contact = true }: SectionProps & { contact?: boolean }) {
  const { t } = useTranslation('organizations');
  return (
    <Section title={t('form.basics')}>
      <TextField
        label={t('fields.name')}
        required
        autoComplete="organization"
        error={errors.name?.message}
        {...register('name')}
      />
      <Field label={t('fields.type')} required error={errors.type?.message}>
        {(control) => (
          <select className={`${fieldControlLook} block w-full px-3 py-2`} {...control} {...register('type')}>
            {organizationTypes.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('fields.description')} hint={t('fields.descriptionHint')} error={errors.description?.message}>
        {(control) => (
          <textarea
            rows={5}
            className={`${fieldControlLook} block w-full px-3 py-2`}
            {...control}
            {...register('description')}
          />
        )}
      </Field>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <TextField
          label={t('fields.websiteUrl')}
          type="url"
          inputMode="url"
          placeholder="https://"
          error={errors.websiteUrl?.message}
          {...register('websiteUrl')}
        />
        <TextField
          label={t('fields.kvkNumber')}
          hint={t('fields.kvkNumberHint')}
          inputMode="numeric"
          error={errors.kvkNumber?.message}
          {...register('kvkNumber')}
        />
      </div>
      {contact && (
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <TextField label={t('fields.email')} type="email" error={errors.email?.message} {...register('email')} />
          <TextField label={t('fields.phone')} type="tel" error={errors.phone?.message} {...register('phone')} />
        </div>
      )}
    </Section>
  );
}

/** Logo, number of volunteers and social media. */
export function OrganizationExtraFields({ register, errors }: SectionProps) {
  const { t } = useTranslation('organizations');
  return (
    <Section title={t('form.extra')}>
      <TextField
        label={t('fields.logoUrl')}
        hint={t('fields.logoUrlHint')}
        type="url"
        placeholder="https://"
        error={errors.logoUrl?.message}
        {...register('logoUrl')}
      />
      <TextField
        label={t('fields.volunteerCount')}
        type="number"
        min={0}
        inputMode="numeric"
        error={errors.volunteerCount?.message}
        {...register('volunteerCount')}
      />
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        {socialNetworks.map((network) => (
          <TextField
            key={network}
            label={t(`fields.social.${network}`)}
            type="url"
            placeholder="https://"
            error={errors[network]?.message}
            {...register(network)}
          />
        ))}
      </div>
    </Section>
  );
}

/** The target groups the organisation works for, chosen from the centre's tags. */
export function OrganizationTargetGroupFields({ register }: SectionProps) {
  const { t } = useTranslation('organizations');
  const targetGroups = useTargetGroups();
  return (
    <Section title={t('fields.targetGroups')}>
      {targetGroups.isPending ? (
        <Spinner label={t('form.targetGroupsLoading')} showLabel />
      ) : targetGroups.isError || targetGroups.data.length === 0 ? (
        <p className="text-sm text-muted-700 dark:text-muted-300">{t('form.noTargetGroups')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {targetGroups.data.map((group) => (
            <li key={group.id}>
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  value={group.id}
                  className="size-4 accent-primary-700"
                  {...register('targetGroupIds')}
                />
                {group.name}
              </label>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** The address, which places the organisation on the map. */
export function OrganizationAddressFields({ register, errors }: SectionProps) {
  const { t } = useTranslation('organizations');
  return (
    <Section title={t('form.address')}>
      <p className="text-sm text-muted-700 dark:text-muted-300">{t('form.addressHint')}</p>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-[2fr_1fr]">
        <TextField
          label={t('fields.street')}
          autoComplete="address-line1"
          error={errors.street?.message}
          {...register('street')}
        />
        <TextField label={t('fields.houseNumber')} error={errors.houseNumber?.message} {...register('houseNumber')} />
      </div>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-[1fr_2fr]">
        <TextField
          label={t('fields.postcode')}
          autoComplete="postal-code"
          error={errors.postcode?.message}
          {...register('postcode')}
        />
        <TextField
          label={t('fields.city')}
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
      </div>
    </Section>
  );
}
