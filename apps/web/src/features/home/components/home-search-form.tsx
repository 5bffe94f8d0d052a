import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { Field } from '../../../components/ui/field.tsx';
import { fieldControlLook } from '../../../components/ui/field-classes.ts';

const inputClasses = `min-h-12 w-full min-w-0 px-3 ${fieldControlLook}`;

/** The vacancy search's address for words and a postcode (its `q` and `postcode` parameters), empty ones left out. */
export function vacancySearchPath(words: string, postcode: string): string {
  const params = new URLSearchParams();
  if (words) params.set('q', words);
  if (postcode) params.set('postcode', postcode);
  const query = params.toString();
  return query ? `/vacancies/search?${query}` : '/vacancies/search';
}

function textOf(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** The hero's search box: what to do and where (a postcode), handed to the vacancy search. */
export function HomeSearchForm() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void navigate(vacancySearchPath(textOf(form, 'q'), textOf(form, 'postcode')));
  }

  return (
    <form
      role="search"
      aria-label={t('home.search.label')}
      // Before the app has taken the page over, the browser itself sends the words to the search page.
      action="/vacancies/search"
      method="get"
      onSubmit={handleSubmit}
      className="grid gap-3 rounded-ui-lg bg-white p-4 shadow-md ring-1 ring-muted-200 sm:grid-cols-[minmax(0,1fr)_9rem_auto] sm:items-end sm:p-5 dark:bg-muted-900 dark:ring-muted-700"
    >
      <Field label={t('home.search.wordsLabel')}>
        {(control) => (
          <input
            {...control}
            name="q"
            type="search"
            placeholder={t('home.search.placeholder')}
            className={inputClasses}
          />
        )}
      </Field>
      <Field label={t('home.search.postcodeLabel')}>
        {(control) => (
          <input
            {...control}
            name="postcode"
            type="text"
            autoComplete="postal-code"
            placeholder={t('home.search.postcodePlaceholder')}
            className={inputClasses}
          />
        )}
      </Field>
      {/* Each Field ends in its (empty) error region: the margin lines the button up with the boxes. */}
      <button type="submit" className={`${buttonClasses({ color: 'primary' })} sm:mb-1.5`}>
        {t('home.search.submit')}
      </button>
    </form>
  );
}
