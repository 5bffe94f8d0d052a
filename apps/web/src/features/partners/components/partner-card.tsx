import { useTranslation } from 'react-i18next';
import type { Partner } from '../api/list-partners.ts';

/** A partner: its logo (or initial), its name, a link to its own website, and a mark when it is this website. */
export function PartnerCard({ partner }: { partner: Partner }) {
  const { t } = useTranslation('partners');
  return (
    <article
      className={`flex h-full flex-col items-start gap-4 rounded-ui-lg border bg-background p-5 shadow-xs ${
        partner.current ? 'border-primary-600 dark:border-primary-400' : 'border-muted-200 dark:border-muted-800'
      }`}
    >
      <div className="flex h-16 w-full items-center">
        {partner.logoUrl ? (
          <img src={partner.logoUrl} alt={partner.name} className="max-h-16 max-w-full object-contain" loading="lazy" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-16 items-center justify-center rounded-ui bg-primary-100 font-heading text-2xl font-bold text-primary-900 dark:bg-primary-900 dark:text-primary-100"
          >
            {partner.name.trim().charAt(0).toUpperCase()}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2">
        <h2 className="font-heading text-lg font-semibold text-text">{partner.name}</h2>
        {partner.current && (
          <p>
            <span className="inline-flex items-center rounded-full bg-primary-100 px-2 py-0.5 text-xs font-semibold text-primary-900 dark:bg-primary-900 dark:text-primary-100">
              {t('card.current')}
            </span>
          </p>
        )}
      </div>
      {partner.websiteUrl ? (
        <a
          href={partner.websiteUrl}
          className="font-semibold text-primary-700 underline underline-offset-2 hover:text-primary-900 dark:text-primary-300 dark:hover:text-primary-100"
        >
          {t('card.website', { name: partner.name })}
        </a>
      ) : (
        <p className="text-sm text-muted-700 dark:text-muted-300">{t('card.noWebsite')}</p>
      )}
    </article>
  );
}
