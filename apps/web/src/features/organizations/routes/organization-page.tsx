import { socialNetworks } from '@volunteerly/contracts/organizations';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { LoadProblem } from '../../../components/ui/load-problem.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { LazySimpleMap } from '../../../components/ui/lazy-simple-map.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/document/use-document-title.ts';
import { useAppConfig } from '../../../lib/tenant/app-config.ts';
import { toast } from '../../../lib/toast/toast-store.ts';
import { useDeleteOrganization } from '../api/delete-organization.ts';
import { useOrganization } from '../api/get-organization.ts';
import { abilitiesOf, canDecideOn, type Organization } from '../api/organization-types.ts';
import { OrganizationLogo } from '../components/organization-logo.tsx';
import { OrganizationVacancies } from '../components/organization-vacancies.tsx';

// Only signed-in people with a role see these (never a visitor, so never the server's render): their
// forms and rules (react-hook-form, zod) are fetched only for them.
const OrganizationDecisions = lazy(async () => ({
  default: (await import('../components/organization-decisions.tsx')).OrganizationDecisions,
}));
const OrganizationMembers = lazy(async () => ({
  default: (await import('../components/organization-members.tsx')).OrganizationMembers,
}));
import { OrganizationStatusBadge } from '../components/organization-status-badge.tsx';

const linkClasses = 'font-semibold text-primary-700 underline underline-offset-2 dark:text-primary-300 break-all';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="py-2 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="font-semibold text-text">{term}</dt>
      <dd className="mt-1 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

/** /organizations/{id}: the public profile (description, contact, address on the map) and what its admins may do. */
export function OrganizationPage() {
  const { t } = useTranslation('organizations');
  const { id = '' } = useParams();
  const organization = useOrganization(id);

  if (organization.isPending) return <Spinner label={t('detail.loading')} showLabel />;
  if (organization.isError) {
    return (
      <LoadProblem
        error={organization.error}
        onRetry={() => void organization.refetch()}
        loadFailedTitle={t('detail.loadFailed')}
        notFound={{
          title: t('detail.notFoundTitle'),
          text: t('detail.notFoundText'),
          backTo: '/organizations',
          backLabel: t('detail.backToList'),
        }}
      />
    );
  }
  return <OrganizationProfileView organization={organization.data} />;
}

function OrganizationProfileView({ organization }: { organization: Organization }) {
  const { t } = useTranslation('organizations');
  useDocumentTitle(organization.name);
  const navigate = useNavigate();
  const { data: config } = useAppConfig();
  const abilities = abilitiesOf(organization);
  const deleteOrganization = useDeleteOrganization(organization.id);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const { profile, address } = organization;
  const socialLinks = socialNetworks.flatMap((network) => {
    const url = profile?.socialLinks?.[network];
    return url ? [{ network, url }] : [];
  });
  const addressLines = [
    [address?.street, address?.houseNumber].filter(Boolean).join(' '),
    [address?.postcode, address?.city].filter(Boolean).join(' '),
  ].filter(Boolean);
  const contactKnown = Boolean(profile?.contactName || profile?.contactEmail || profile?.contactPhone);

  const handleDelete = async () => {
    try {
      await deleteOrganization.mutateAsync();
      toast.add({ color: 'success', title: t('detail.deleted', { name: organization.name }) });
      await navigate('/organizations');
    } catch (error) {
      toast.add({ color: 'danger', title: t('detail.deleteFailed'), message: (error as Error).message });
      setConfirmingDelete(false);
    }
  };

  return (
    <>
      <div className="mb-8 flex flex-wrap items-start justify-between gap-6">
        <div className="flex items-center gap-5">
          <OrganizationLogo organization={organization} size="lg" priority />
          {/* min-w-0 and wrapping anywhere: a long Dutch name ('Sportvereniging') fits a 320 px screen. */}
          <div className="min-w-0">
            <h1 className="font-heading text-3xl font-bold text-text [overflow-wrap:anywhere]">{organization.name}</h1>
            <p className="mt-1 text-muted-700 dark:text-muted-300">
              {[t(`types.${organization.type}`), address?.city].filter(Boolean).join(' · ')}
            </p>
            {organization.status !== 'approved' && (
              <p className="mt-2">
                <OrganizationStatusBadge status={organization.status} />
              </p>
            )}
          </div>
        </div>
        <div className="flex flex-wrap gap-3">
          {abilities.update && (
            <Link
              to={`/organizations/${organization.id}/edit`}
              className={buttonClasses({ size: 'md', color: 'primary' })}
            >
              {t('detail.edit')}
            </Link>
          )}
          {abilities.move && (
            <Link
              to={`/organizations/${organization.id}/move`}
              className={buttonClasses({ size: 'md', variant: 'outline' })}
            >
              {t('detail.move')}
            </Link>
          )}
          {abilities.delete && (
            <Button color="danger" variant="outline" size="md" onClick={() => setConfirmingDelete(true)}>
              {t('detail.delete')}
            </Button>
          )}
        </div>
      </div>

      {organization.status === 'denied' && organization.denialReason && (
        <div className="mb-6">
          <Alert color="warning" title={t('detail.deniedTitle')}>
            <p className="whitespace-pre-line">{organization.denialReason}</p>
            {abilities.resubmit && <p className="mt-2">{t('detail.deniedHelp')}</p>}
          </Alert>
        </div>
      )}
      {organization.status === 'pending' && abilities.update && !abilities.approve && (
        <div className="mb-6">
          <Alert color="info" title={t('detail.pendingTitle')}>
            {t('detail.pendingText')}
          </Alert>
        </div>
      )}
      {canDecideOn(organization) && (
        <div className="mb-8">
          <Suspense fallback={<Spinner />}>
            <OrganizationDecisions organization={organization} />
          </Suspense>
        </div>
      )}

      <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
        <div>
          <section aria-labelledby="organization-about">
            <h2 id="organization-about" className="font-heading text-xl font-semibold text-text">
              {t('detail.about')}
            </h2>
            {profile?.description ? (
              <p className="mt-2 whitespace-pre-line">{profile.description}</p>
            ) : (
              <p className="mt-2 text-muted-700 dark:text-muted-300">{t('detail.noDescription')}</p>
            )}
            {profile && profile.targetGroups.length > 0 && (
              <>
                <h3 className="mt-6 font-semibold text-text">{t('fields.targetGroups')}</h3>
                <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('fields.targetGroups')}>
                  {profile.targetGroups.map((group) => (
                    <li key={group.id} className="rounded-full bg-muted-100 px-3 py-1 text-sm dark:bg-muted-800">
                      {group.name}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
          {organization.status === 'approved' && <OrganizationVacancies organizationId={organization.id} />}
          {abilities.manageMembers && (
            <Suspense fallback={<Spinner />}>
              <OrganizationMembers organization={organization} />
            </Suspense>
          )}
        </div>
        <aside aria-labelledby="organization-contact">
          <h2 id="organization-contact" className="font-heading text-xl font-semibold text-text">
            {t('detail.contact')}
          </h2>
          <dl className="mt-2 divide-y divide-muted-200 dark:divide-muted-800">
            {profile?.websiteUrl && (
              <Detail term={t('fields.websiteUrl')}>
                <a href={profile.websiteUrl} className={linkClasses} rel="noopener noreferrer">
                  {profile.websiteUrl.replace(/^https?:\/\//, '')}
                </a>
              </Detail>
            )}
            {profile?.email && (
              <Detail term={t('fields.email')}>
                <a href={`mailto:${profile.email}`} className={linkClasses}>
                  {profile.email}
                </a>
              </Detail>
            )}
            {profile?.phone && (
              <Detail term={t('fields.phone')}>
                <a href={`tel:${profile.phone.replace(/\s+/g, '')}`} className={linkClasses}>
                  {profile.phone}
                </a>
              </Detail>
            )}
            {addressLines.length > 0 && (
              <Detail term={t('fields.address')}>
                <address className="not-italic">
                  {addressLines.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
              </Detail>
            )}
            {profile?.kvkNumber && <Detail term={t('fields.kvkNumber')}>{profile.kvkNumber}</Detail>}
            {profile?.volunteerCount != null && (
              <Detail term={t('fields.volunteerCount')}>{profile.volunteerCount}</Detail>
            )}
            {contactKnown && (
              <Detail term={t('fields.contactPerson')}>
                {[profile?.contactName, profile?.contactEmail, profile?.contactPhone].filter(Boolean).join(' · ')}
              </Detail>
            )}
          </dl>
          {socialLinks.length > 0 && (
            <ul className="mt-4 flex flex-wrap gap-3" aria-label={t('detail.social')}>
              {socialLinks.map(({ network, url }) => (
                <li key={network}>
                  <a href={url} className={linkClasses} rel="noopener noreferrer">
                    {t(`fields.social.${network}`)}
                  </a>
                </li>
              ))}
            </ul>
          )}
          {address?.hasPosition ? (
            <LazySimpleMap
              markers={[
                {
                  id: organization.id,
                  latitude: address.latitude!,
                  longitude: address.longitude!,
                  label: organization.name,
                },
              ]}
              center={[address.latitude!, address.longitude!]}
              zoom={14}
              tileUrl={config?.mapTileUrl}
              attribution={config?.mapAttribution}
              label={t('detail.mapLabel', { name: organization.name })}
              className="mt-6 h-64"
            />
          ) : (
            addressLines.length > 0 && (
              <p className="mt-6 text-sm text-muted-700 dark:text-muted-300">{t('detail.noPosition')}</p>
            )
          )}
        </aside>
      </div>
      <ConfirmDialog
        open={confirmingDelete}
        title={t('detail.deleteTitle', { name: organization.name })}
        message={t('detail.deleteMessage')}
        confirmLabel={t('detail.deleteConfirm')}
        pending={deleteOrganization.isPending}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() => void handleDelete()}
      />
    </>
  );
}
