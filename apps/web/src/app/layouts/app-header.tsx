import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { ColorModeToggle } from '../../components/ui/color-mode-toggle.tsx';
import { HeaderAccount, HeaderImpersonation } from './header-account.tsx';
import { LanguageToggle } from './language-toggle.tsx';

/** One tab of the header navigation. */
interface HeaderTab {
  to: string;
  labelKey: string;
}

// Only pages that exist get a tab; later features add theirs here.
const headerTabs: HeaderTab[] = [
  { to: '/', labelKey: 'nav.home' },
  { to: '/vacancies/search', labelKey: 'nav.vacancies' },
  { to: '/organizations', labelKey: 'nav.organizations' },
  { to: '/partners', labelKey: 'nav.partners' },
];

/** What the header shows of the tenant and environment. */
export interface AppHeaderProps {
  appName: string;
  logoUrl: string | null;
  isPublic: boolean;
  staging: boolean;
}

/**
 * The sticky tab-style header: app name and logo, navigation tabs and the
 * toolbar (language, colour mode, sign-in or account menu), with the
 * impersonation banner on top when it applies. The `public` tenant flag and
 * the staging flag are exposed as data attributes, which the theme uses for
 * the tab colours.
 */
export function AppHeader({ appName, logoUrl, isPublic, staging }: AppHeaderProps) {
  const { t } = useTranslation('common');
  return (
    <header
      data-app-header=""
      data-public={isPublic ? 'true' : undefined}
      data-staging={staging ? 'true' : undefined}
      className="sticky top-0 z-40 border-b border-muted-200 bg-background/95 backdrop-blur dark:border-muted-800"
    >
      <HeaderImpersonation />
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 sm:px-6 lg:px-8">
        <Link
          to="/"
          aria-label={t('header.homeLink', { appName })}
          className="flex items-center gap-3 py-3 font-heading text-lg font-bold text-text"
        >
          {logoUrl && <img src={logoUrl} alt="" className="h-9 w-auto" />}
          <span>{appName}</span>
        </Link>
        <nav aria-label={t('header.mainNavigation')} className="min-w-0 max-w-full self-stretch">
          <ul className="flex h-full flex-wrap items-stretch gap-x-1">
            {headerTabs.map((tab) => (
              <li key={tab.to} className="flex">
                <NavLink
                  to={tab.to}
                  end={tab.to === '/'}
                  data-header-tab=""
                  className="flex items-center border-b-2 border-transparent px-3 text-sm font-semibold text-muted-700 hover:text-text aria-[current=page]:border-primary-600 aria-[current=page]:text-text dark:text-muted-300"
                >
                  {t(tab.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div
          role="group"
          aria-label={t('header.toolbar')}
          className="ms-auto flex min-w-0 max-w-full flex-wrap items-center justify-end gap-2 py-2"
        >
          <LanguageToggle />
          <ColorModeToggle />
          <HeaderAccount />
        </div>
      </div>
    </header>
  );
}
