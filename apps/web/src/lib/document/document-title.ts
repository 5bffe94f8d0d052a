/** Spec §1: the page's own title plus the app name, as '{page title} - {app name}'. */
export function formatDocumentTitle(pageTitle: string | undefined, appName: string | undefined): string | undefined {
  const page = pageTitle?.trim();
  const app = appName?.trim();
  if (page && app) return `${page} - ${app}`;
  return page || app || undefined;
}
