import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadProblem } from '../../../components/ui/load-problem.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { abilitiesOf, type Application } from '../api/application-types.ts';
import { useApplication } from '../api/get-application.ts';
import { ApplicationActions } from '../components/application-actions.tsx';
import { ConversationButton } from '../components/conversation-button.tsx';
import { ApplicationDetails } from '../components/application-details.tsx';
import { ApplicationHistory } from '../components/application-history.tsx';
import { ApplicationNotes } from '../components/application-notes.tsx';
import { VolunteerProfileSection } from '../components/volunteer-profile-section.tsx';

const backLinkClasses = 'font-semibold text-primary-700 underline underline-offset-2 dark:text-primary-300';

/** /applications/{id}: one application, its history, the status moves one may make and (organisation side) notes. */
export function ApplicationPage() {
  const { t } = useTranslation('applications');
  const { id = '' } = useParams();
  const application = useApplication(id);

  if (application.isPending) return <Spinner label={t('detail.loading')} showLabel />;
  if (application.isError) {
    // Someone else's application answers 404 too (decision 007), so both read as not found.
    return (
      <LoadProblem
        error={application.error}
        onRetry={() => void application.refetch()}
        loadFailedTitle={t('detail.loadFailed')}
        notFound={{
          title: t('detail.notFoundTitle'),
          text: t('detail.notFoundText'),
          backTo: '/applications',
          backLabel: t('detail.backToList'),
        }}
      />
    );
  }
  return <ApplicationView application={application.data} />;
}

function ApplicationView({ application }: { application: Application }) {
  const { t } = useTranslation('applications');
  const abilities = abilitiesOf(application);
  // The API sends notes only to the organisation side.
  const organizationSide = application.notes !== undefined || abilities.addNote;
  return (
    <>
      <p className="mb-4">
        <Link to="/applications" className={backLinkClasses}>
          {t('detail.backToList')}
        </Link>
      </p>
      <div className="mb-8 flex flex-wrap items-start justify-between gap-6">
        <div className="min-w-0">
          {/* A long title ("Voorleesmaatje…") is hyphenated, or else broken, on a narrow phone. */}
          <h1 className="font-heading text-3xl font-bold text-text hyphens-auto [overflow-wrap:anywhere]">
            {t('detail.title', { title: application.vacancyTitle })}
          </h1>
          <p className="mt-1 text-muted-700 dark:text-muted-300">
            {organizationSide
              ? t('detail.subtitleOrganization', { name: application.applicant.name })
              : t('detail.subtitleApplicant', { organization: application.organizationName })}
          </p>
        </div>
        <div className="flex flex-wrap items-start gap-3">
          {!application.applicant.isGuest && application.confirmed && (
            <ConversationButton applicationId={application.id} />
          )}
          <ApplicationActions application={application} />
        </div>
      </div>
      <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
        <div>
          <ApplicationDetails application={application} organizationSide={organizationSide} />
          {organizationSide && application.volunteerProfile !== undefined && (
            <VolunteerProfileSection profile={application.volunteerProfile} />
          )}
          <ApplicationHistory history={application.history ?? []} />
        </div>
        {organizationSide && (
          <div>
            <ApplicationNotes
              applicationId={application.id}
              notes={application.notes ?? []}
              canAdd={abilities.addNote}
            />
          </div>
        )}
      </div>
    </>
  );
}
