import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { sitePaths } from '@volunteerly/site/site-paths';
import { pageData } from './page-data.ts';
import { hasNumericId, meta, pageOf } from './route-helpers.ts';

const organizationsPage = (load: () => Promise<ComponentType>) => pageOf('organizations', load);

/** Organisation pages (spec §2 organizations). */
export const organizationRoutes: RouteObject[] = [
  {
    path: sitePaths.organizations,
    handle: meta({
      isPublic: true,
      serverRendered: true,
      title: 'routes.organizations',
      description: 'routes.organizationsDescription',
    }),
    loader: pageData(async (queryClient, { request }) => {
      const [{ organizationListQueryOf }, { organizationsQueryOptions }, { targetGroupsQueryOptions }] =
        await Promise.all([
          import('../../features/organizations/api/organization-list-query.ts'),
          import('../../features/organizations/api/list-organizations.ts'),
          import('../../features/organizations/api/list-target-groups.ts'),
        ]);
      // The list as a visitor sees it; a centre admin's extra filters load in the browser.
      const query = organizationListQueryOf(new URL(request.url).searchParams, { manager: false });
      return Promise.all([
        queryClient.prefetchQuery(organizationsQueryOptions(query)),
        queryClient.prefetchQuery(targetGroupsQueryOptions),
      ]);
    }),
    lazy: organizationsPage(
      async () => (await import('../../features/organizations/routes/organizations-page.tsx')).OrganizationsPage,
    ),
  },
  {
    path: '/organizations/add',
    handle: meta({ title: 'routes.organizationAdd', requires: 'createOrganizations' }),
    lazy: organizationsPage(
      async () => (await import('../../features/organizations/routes/organization-add-page.tsx')).OrganizationAddPage,
    ),
  },
  {
    path: sitePaths.organizationApprovals,
    handle: meta({ title: 'routes.organizationsApprove', requires: 'approveOrganizations' }),
    lazy: organizationsPage(
      async () =>
        (await import('../../features/organizations/routes/organizations-approve-page.tsx')).OrganizationsApprovePage,
    ),
  },
  {
    path: sitePaths.organizationSignUp,
    handle: meta({ isPublic: true, title: 'routes.organizationSignup' }),
    lazy: organizationsPage(
      async () =>
        (await import('../../features/organizations/routes/organization-signup-page.tsx')).OrganizationSignupPage,
    ),
  },
  {
    path: '/organizations/signup/success',
    handle: meta({ isPublic: true, title: 'routes.organizationSignupSuccess' }),
    lazy: organizationsPage(
      async () =>
        (await import('../../features/organizations/routes/organization-signup-success-page.tsx'))
          .OrganizationSignupSuccessPage,
    ),
  },
  {
    path: '/organization-invitation',
    handle: meta({ isPublic: true, title: 'routes.organizationInvitation' }),
    lazy: organizationsPage(
      async () =>
        (await import('../../features/organizations/routes/organization-invitation-page.tsx'))
          .OrganizationInvitationPage,
    ),
  },
  {
    // Public, unlike spec §2: every vacancy links its organisation, and a visitor expects to read it
    // before signing in (issue 13). The API shows the public only approved organisations.
    path: sitePaths.organization(':id'),
    handle: meta({ isPublic: true, serverRendered: true, title: 'routes.organization', validate: hasNumericId }),
    loader: pageData(async (queryClient, { params }) => {
      const [{ organizationQueryOptions }, { organizationVacanciesQueryOptions }] = await Promise.all([
        import('../../features/organizations/api/get-organization.ts'),
        import('../../features/organizations/api/list-organization-vacancies.ts'),
      ]);
      const id = params['id'] ?? '';
      return Promise.all([
        queryClient.prefetchQuery(organizationQueryOptions(id)),
        queryClient.prefetchQuery(organizationVacanciesQueryOptions(id)),
      ]);
    }),
    lazy: organizationsPage(
      async () => (await import('../../features/organizations/routes/organization-page.tsx')).OrganizationPage,
    ),
  },
  {
    path: sitePaths.organizationEdit(':id'),
    handle: meta({ title: 'routes.organizationEdit', validate: hasNumericId }),
    lazy: organizationsPage(
      async () => (await import('../../features/organizations/routes/organization-edit-page.tsx')).OrganizationEditPage,
    ),
  },
  {
    path: '/organizations/:id/move',
    handle: meta({ title: 'routes.organizationMove', validate: hasNumericId, requires: 'manageCenter' }),
    lazy: organizationsPage(async () => (await import('./organization-move-route.tsx')).OrganizationMoveRoute),
  },
];
