import DOMPurify from 'dompurify';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { richTextLook } from './rich-text-look.ts';
import type { VacancyAppForm } from './vacancy-form-types.ts';

// The tags and attributes the API keeps (decision 007); the preview shows no more than the public page will.
const sanitizeOptions = {
  ALLOWED_TAGS: ['h2', 'h3', 'h4', 'p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a'],
  ALLOWED_ATTR: ['href', 'rel'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
};

/** The description HTML with everything the API would strip removed. */
export function sanitizeDescription(html: string): string {
  return DOMPurify.sanitize(html, sanitizeOptions);
}

/** How the vacancy will look, following the form as it is filled in. */
export function VacancyPreview({ form }: { form: VacancyAppForm }) {
  const { t } = useTranslation('vacancy-management');
  const [title, summary, descriptionHtml, imageUrl, locationKind, city, commitmentKind, places] = useWatch({
    control: form.control,
    name: ['title', 'summary', 'descriptionHtml', 'imageUrl', 'locationKind', 'city', 'commitmentKind', 'places'],
  });
  const where =
    locationKind === 'address' ? city.trim() || t('locationKinds.address') : t(`locationKinds.${locationKind}`);
  return (
    <aside aria-labelledby="vacancy-preview-heading" className="lg:sticky lg:top-4">
      <h2 id="vacancy-preview-heading" className="mb-3 font-heading text-lg font-semibold text-text">
        {t('preview.title')}
      </h2>
      <article className="overflow-hidden rounded-ui-lg border border-muted-200 bg-white dark:border-muted-800 dark:bg-muted-950">
        {/^(https?:\/\/|\/uploads\/)/i.test(imageUrl) && (
          <img src={imageUrl} alt="" className="aspect-video w-full object-cover" />
        )}
        <div className="grid gap-3 p-5">
          <h3 className="font-heading text-xl font-bold text-text">{title.trim() || t('preview.untitled')}</h3>
          <p className="text-sm text-muted-700 dark:text-muted-300">
            {[where, t(`commitmentKinds.${commitmentKind}`), t('preview.places', { count: Number(places) || 1 })].join(
              ' · ',
            )}
          </p>
          {summary.trim() && <p className="font-semibold">{summary}</p>}
          {descriptionHtml ? (
            <div
              className={`${richTextLook} text-text`}
              dangerouslySetInnerHTML={{ __html: sanitizeDescription(descriptionHtml) }}
            />
          ) : (
            <p className="text-sm text-muted-700 italic dark:text-muted-300">{t('preview.noDescription')}</p>
          )}
        </div>
      </article>
    </aside>
  );
}
