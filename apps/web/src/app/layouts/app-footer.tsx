import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Container } from '../../components/ui/container.tsx';

/** The footer: app and centre name, the tenant switch, and the developer pages in development builds. */
export function AppFooter({ appName, centerName }: { appName: string; centerName: string }) {
  const { t } = useTranslation('common');
  const linkClass = 'underline underline-offset-4 hover:text-text';
  return (
    <footer className="mt-auto border-t border-muted-200 bg-background dark:border-muted-800">
      <Container>
        <div className="flex flex-wrap items-center justify-between gap-4 py-6 text-sm text-muted-700 dark:text-muted-300">
          <p>
            <span className="font-semibold text-text">{appName}</span>
            {centerName !== appName && <span> · {centerName}</span>}
          </p>
          <nav aria-label={t('footer.navigation')}>
            <ul className="flex flex-wrap gap-4">
              <li>
                <Link to="/switch" className={linkClass}>
                  {t('footer.switchTenant')}
                </Link>
              </li>
              {import.meta.env.DEV && (
                <li>
                  <Link to="/dev" className={linkClass}>
                    {t('footer.developerPages')}
                  </Link>
                </li>
              )}
            </ul>
          </nav>
        </div>
      </Container>
    </footer>
  );
}
