import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { registerShowRobots } from './show-robots.ts';
import { registerShowSitemap } from './show-sitemap.ts';

/** What search engines read of a tenant's site besides its pages. */
export function registerPublicPageRoutes(app: AppInstance): void {
  registerShowRobots(app);
  registerShowSitemap(app);
}
