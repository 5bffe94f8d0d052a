import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { fieldControlLook } from '../../../components/ui/field-classes.ts';
import type { VacancySearchQuery } from '../api/vacancy-search-types.ts';
import { defaultDistance } from '../hooks/use-vacancy-search-params.ts';
import { compactPostcode, formatPostcode, LocationSearch, type Position } from './location-search.tsx';
import type { SearchChanges } from './search-filters.tsx';

/** What the form holds before it is submitted. */
export interface SearchDraft {
  text: string;
  /** The postcode as the address bar takes it ('3511AB'), or ''. */
  postcode: string;
  distanceKm: number;
}

/**
 * The address-bar changes of one submit: words, place and distance together. A position replaces
 * the postcode (null stops using it); an empty postcode keeps a position in use. Without a place,
 * sorting by distance goes.
 */
export function searchChangesOf(
  query: VacancySearchQuery,
  draft: SearchDraft,
  position?: Position | null,
): SearchChanges {
  let place: SearchChanges;
  let hasPlace: boolean;
  if (position) {
    place = { postcode: '', lat: String(position.latitude), lon: String(position.longitude) };
    hasPlace = true;
  } else if (position === null || draft.postcode !== '') {
    place = { postcode: draft.postcode, lat: '', lon: '' };
    hasPlace = draft.postcode !== '';
  } else {
    place = { postcode: '' };
    hasPlace = query.latitude !== null;
  }
  const changes: SearchChanges = {
    q: draft.text.trim(),
    ...place,
    distance: draft.distanceKm === defaultDistance ? '' : String(draft.distanceKm),
  };
  if (!hasPlace && query.sort === 'distance') changes.sort = '';
  return changes;
}

type PostcodeProblem = '' | 'format' | 'unknown';

/**
 * The search form (issue 14 §3): words, postcode and distance, submitted together by Enter in any
 * field or by 'Zoeken'. What the address says fills the fields again when it changes (back button,
 * 'clear filters'). A postcode that is not one, or that the API does not know, stays in its field
 * with the problem under it, and the results on screen stay as they were.
 */
export function SearchForm({
  query,
  checking,
  postcodeUnknown,
  onSearch,
}: {
  query: VacancySearchQuery;
  /** A new postcode is being looked up. */
  checking: boolean;
  /** The address's own postcode is one the API does not know (a shared link, say). */
  postcodeUnknown: boolean;
  /** Searches with the changes; resolves false when the postcode is unknown. */
  onSearch: (changes: SearchChanges) => Promise<boolean>;
}) {
  const { t } = useTranslation('vacancy-search');
  const postcodeRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(query.q);
  const [postcodeText, setPostcodeText] = useState(() => formatPostcode(query.postcode));
  const [distanceKm, setDistanceKm] = useState(query.distanceKm);
  const [problem, setProblem] = useState<PostcodeProblem>('');
  // When the address changes under the form, the fields show what it now says.
  const [shown, setShown] = useState({ q: query.q, postcode: query.postcode, distanceKm: query.distanceKm });
  if (shown.q !== query.q || shown.postcode !== query.postcode || shown.distanceKm !== query.distanceKm) {
    setShown({ q: query.q, postcode: query.postcode, distanceKm: query.distanceKm });
    if (shown.q !== query.q) setText(query.q);
    if (shown.postcode !== query.postcode) {
      setPostcodeText(formatPostcode(query.postcode));
      setProblem('');
    }
    if (shown.distanceKm !== query.distanceKm) setDistanceKm(query.distanceKm);
  }

  const search = async (changes: SearchChanges) => {
    if (await onSearch(changes)) return;
    setProblem('unknown');
    postcodeRef.current?.focus();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const postcode = compactPostcode(postcodeText);
    if (postcode === null) {
      setProblem('format');
      postcodeRef.current?.focus();
      return;
    }
    void search(searchChangesOf(query, { text, postcode, distanceKm }));
  };

  const handlePosition = (position: Position | null) => {
    setPostcodeText('');
    setProblem('');
    void search(searchChangesOf(query, { text, postcode: '', distanceKm }, position));
  };

  const showsUnknown =
    problem === 'unknown' || (problem === '' && postcodeUnknown && postcodeText === formatPostcode(query.postcode));
  const postcodeError =
    problem === 'format' ? t('location.postcodeFormat') : showsUnknown ? t('location.postcodeUnknown') : undefined;

  return (
    <form
      role="search"
      aria-label={t('search.formLabel')}
      // Before the app has taken the page over, the browser itself asks this page for the search.
      action="/vacancies/search"
      method="get"
      noValidate
      onSubmit={handleSubmit}
      className="mb-6 grid grid-cols-[minmax(0,1fr)_auto] items-start gap-3 md:mb-8 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto_auto] md:gap-4"
    >
      <Field label={t('search.q')} className="col-span-2 md:col-span-1">
        {(control) => (
          <input
            {...control}
            type="search"
            name="q"
            value={text}
            onChange={(event) => setText(event.target.value)}
            className={`${fieldControlLook} block w-full px-3 py-2`}
          />
        )}
      </Field>
      <LocationSearch
        postcode={postcodeText}
        distanceKm={distanceKm}
        hasPosition={query.latitude !== null}
        error={postcodeError}
        postcodeRef={postcodeRef}
        onPostcodeChange={(value) => {
          setPostcodeText(value);
          setProblem('');
        }}
        onDistanceChange={setDistanceKm}
        onPosition={handlePosition}
      />
      <Button
        type="submit"
        size="lg"
        color="primary"
        loading={checking}
        className="col-span-2 md:col-span-1 md:col-start-4 md:row-start-1 md:mt-[1.625rem]"
      >
        {t('search.submit')}
      </Button>
    </form>
  );
}
