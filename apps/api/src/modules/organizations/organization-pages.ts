import { sitePaths } from '@volunteerly/site/site-paths';
import { shortDescription } from '../../platform/web/page-head.ts';
import {
  recordPagePath,
  type PageDescription,
  type PublicPage,
  type PublicPageContext,
  type SitemapSource,
} from '../../platform/web/public-pages.ts';
import { findPublicOrganization, listPublicOrganizationStamps } from './organization-reads.service.ts';

/** The page of an approved organisation: its name, description and logo; 404 for any other. */
async function describeOrganizationPage(context: PublicPageContext, organizationId: number): Promise<PageDescription> {
  const { app, base } = context;
  const record = await findPublicOrganization(app.database, app.organizationRecords, context.tenantId, organizationId);
  if (!record) {
    return {
      head: { ...base, title: context.documentTitle(context.text('routes.organization')), noIndex: true },
      found: false,
    };
  }
  return {
    found: true,
    head: {
      ...base,
      title: context.documentTitle(record.organization.name),
      // Without a description of its own, the page still says what it is (search engines show it).
      description:
        shortDescription(record.profile?.description) ??
        context.text('routes.organizationDescription', { name: record.organization.name }),
      image: context.absolute(record.picture.previewUrl) ?? base.image,
    },
  };
}

/** The organisations' public pages: the list, signing up, and each approved organisation. */
export const organizationPages: readonly PublicPage[] = [
  {
    path: sitePaths.organizations,
    texts: { title: 'routes.organizations', description: 'routes.organizationsDescription' },
    inSitemap: true,
  },
  { path: sitePaths.organizationSignUp, texts: { title: 'routes.organizationSignup' } },
  { path: recordPagePath(sitePaths.organization), describe: describeOrganizationPage },
];

/** The tenant's approved organisations in its sitemap. */
export const organizationSitemap: SitemapSource = async (app, request) =>
  (await listPublicOrganizationStamps(app.database, request.tenant.id)).map((organization) => ({
    path: sitePaths.organization(organization.id),
    lastModified: organization.updatedAt,
  }));
