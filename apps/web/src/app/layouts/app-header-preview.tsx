import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HeaderBrand, MainNavigation } from './app-header.tsx';
import { signInClasses } from './header-account.tsx';
import { LanguageToggle } from './language-toggle.tsx';

/**
 * The site's header as a visitor sees it on the search page, for the design page's preview: the
 * real brand (with the logo being chosen), navigation tabs with 'Vacatures' current, the language
 * switch and the 'Inloggen' pill. Not sticky and not a banner landmark: it is a picture of the header
 * inside the settings page (the preview around it is inert).
 */
export function AppHeaderPreview({ appName, logoUrl }: { appName: string; logoUrl: string | null }) {
  const { t } = useTranslation('common');
  return (
    <div data-app-header="" className="border-b border-muted-200 bg-background dark:border-muted-800">
      <div className="flex flex-wrap items-center gap-x-4 px-4">
        <HeaderBrand appName={appName} logoUrl={logoUrl} />
        <div className="ms-auto flex items-center gap-2 py-2">
          <LanguageToggle />
          <Link to="/inloggen" className={signInClasses}>
            {t('routes.signIn')}
          </Link>
        </div>
        {/* The tabs keep one row, as on a wide screen; a narrow preview cuts the last ones off. */}
        <div className="-mx-3 basis-full overflow-hidden">
          <MainNavigation look="tabs" currentTo="/vacancies/search" className="h-11 w-max" />
        </div>
      </div>
    </div>
  );
}
