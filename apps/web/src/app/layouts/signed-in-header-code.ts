import i18next from 'i18next';
import { preloadableLazy } from '../../lib/navigation/preloadable-lazy.ts';

// The header's parts that only a signed-in person has, each in its own chunk: a visitor's page
// does not fetch their code (issue 13 §2). A signed-in start fetches them with the page's code, so
// the header is whole when the page shows and does not grow (and move the page down) a moment later.

export const AccountMenu = preloadableLazy(async () => (await import('./account-menu.tsx')).AccountMenu);

export const OrganizationSwitcher = preloadableLazy(
  async () => (await import('./organization-switcher.tsx')).OrganizationSwitcher,
);

// With its texts (the activity panel words the centre's activity as the dashboard does): a
// namespace still on its way would suspend it as much as its code.
export const NotificationToolbar = preloadableLazy(async () => {
  const [code] = await Promise.all([
    import('./notification-toolbar.tsx'),
    i18next.loadNamespaces(['notifications', 'dashboard']).catch(() => undefined),
  ]);
  return code.NotificationToolbar;
});

/** Fetches the code of the signed-in header's parts; a failure is left to their first render. */
export async function loadSignedInHeaderCode(): Promise<void> {
  await Promise.all([AccountMenu, OrganizationSwitcher, NotificationToolbar].map((part) => part.preload())).catch(
    () => undefined,
  );
}
