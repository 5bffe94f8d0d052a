import { isSafeFooterLink, type FooterColumn } from '@volunteerly/contracts/branding';
import type { CenterContact } from '@volunteerly/contracts/resources/volunteer-centers';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sitePaths } from '@volunteerly/site/site-paths';
import { Container } from '../../components/ui/container.tsx';
import {
  CenterContactDetails,
  hasContactDetails,
} from '../../features/statements/components/center-contact-details.tsx';

const linkClass = 'underline underline-offset-4 hover:text-text';

/**
 * A footer link: in-app paths through the router, anything else as a plain link. Links saved
 * before the rule of isSafeFooterLink (protocol-relative ones) are not rendered at all.
 */
function FooterLink({ label, url }: { label: string; url: string }) {
  return url.startsWith('/') ? (
    <Link to={url} className={linkClass}>
      {label}
    </Link>
  ) : (
    <a href={url} className={linkClass} rel="noopener noreferrer">
      {label}
    </a>
  );
}

/**
 * The footer: the centre's own columns of links and its contact details (both edited at
 * /instellingen/footer), then app and centre name, the privacy and accessibility statements,
 * the tenant switch, and the developer pages in development builds.
 */
export function AppFooter({
  appName,
  centerName,
  columns = [],
  contact,
}: {
  appName: string;
  centerName: string;
  columns?: FooterColumn[];
  contact?: CenterContact;
}) {
  const { t } = useTranslation('common');
  return (
    <footer className="mt-auto border-t border-muted-200 bg-background dark:border-muted-800">
      <Container>
        {(columns.length > 0 || hasContactDetails(contact)) && (
          <div className="grid gap-6 pt-8 text-sm sm:grid-cols-2 lg:grid-cols-4">
            {hasContactDetails(contact) && (
              <section aria-labelledby="footer-contact" className="text-muted-700 dark:text-muted-300">
                <h2 id="footer-contact" className="font-heading text-base font-semibold text-text">
                  {t('footer.contact')}
                </h2>
                <div className="mt-2 break-words">
                  <CenterContactDetails centerName={centerName} contact={contact} showPerson={false} />
                </div>
              </section>
            )}
            {columns.map((column, index) => (
              <nav key={`${column.title}-${index}`} aria-label={column.title}>
                <h2 className="font-heading text-base font-semibold text-text">{column.title}</h2>
                <ul className="mt-2 grid gap-1 text-muted-700 dark:text-muted-300">
                  {column.links
                    .filter((link) => isSafeFooterLink(link.url))
                    .map((link, linkIndex) => (
                      <li key={`${link.url}-${linkIndex}`}>
                        <FooterLink label={link.label} url={link.url} />
                      </li>
                    ))}
                </ul>
              </nav>
            ))}
          </div>
        )}
        <div className="flex flex-wrap items-center justify-between gap-4 py-6 text-sm text-muted-700 dark:text-muted-300">
          <p>
            <span className="font-semibold text-text">{appName}</span>
            {centerName !== appName && <span> · {centerName}</span>}
          </p>
          <nav aria-label={t('footer.navigation')}>
            <ul className="flex flex-wrap gap-x-4 gap-y-2">
              <li>
                <Link to={sitePaths.privacyStatement} className={linkClass}>
                  {t('footer.privacyStatement')}
                </Link>
              </li>
              <li>
                <Link to={sitePaths.accessibilityStatement} className={linkClass}>
                  {t('footer.accessibilityStatement')}
                </Link>
              </li>
              <li>
                <Link to={sitePaths.changelog} className={linkClass}>
                  {t('footer.changelog')}
                </Link>
              </li>
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
