import { useId, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field.tsx';
import { fieldControlLook } from '../../../components/ui/field-classes.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { SpinnerIcon } from '../../../components/ui/spinner.tsx';
import { distanceOptions } from '../hooks/use-vacancy-search-params.ts';

const postcodePattern = /^[1-9][0-9]{3}\s?[a-zA-Z]{2}$/;

/** A postcode as people write it ('3511 AB'), whatever the address bar holds ('3511AB'). */
export function formatPostcode(postcode: string): string {
  const compact = postcode.replace(/\s+/g, '').toUpperCase();
  return /^[1-9][0-9]{3}[A-Z]{2}$/.test(compact) ? `${compact.slice(0, 4)} ${compact.slice(4)}` : postcode;
}

/** The postcode as the address bar and the API take it ('3511AB'); null when it is not a Dutch postcode. */
export function compactPostcode(text: string): string | null {
  const value = text.trim();
  if (value === '') return '';
  return postcodePattern.test(value) ? value.replace(/\s+/g, '').toUpperCase() : null;
}

/** A position from the browser, rounded to about 10 m (more says nothing and makes links long). */
export interface Position {
  latitude: number;
  longitude: number;
}

type LocateProblem = 'denied' | 'unavailable' | 'unsupported' | '';

/**
 * Where to search from, as two fields of the search form: a postcode (with a button in the field
 * that uses the browser's position instead) and how far around it. The form submits them with the
 * words; only the position button searches at once. `error` is the postcode's problem, if any.
 */
export function LocationSearch({
  postcode,
  distanceKm,
  hasPosition,
  error,
  postcodeRef,
  onPostcodeChange,
  onDistanceChange,
  onPosition,
}: {
  /** The postcode as typed. */
  postcode: string;
  distanceKm: number;
  hasPosition: boolean;
  error?: string;
  postcodeRef?: Ref<HTMLInputElement>;
  onPostcodeChange: (postcode: string) => void;
  onDistanceChange: (km: number) => void;
  /** A position to search from, or null to stop using it. */
  onPosition: (position: Position | null) => void;
}) {
  const { t } = useTranslation('vacancy-search');
  const distanceId = useId();
  const errorId = useId();
  const [locating, setLocating] = useState(false);
  const [locateProblem, setLocateProblem] = useState<LocateProblem>('');

  const handleLocate = () => {
    if (hasPosition) {
      setLocateProblem('');
      onPosition(null);
      return;
    }
    if (!('geolocation' in navigator)) {
      setLocateProblem('unsupported');
      return;
    }
    setLocating(true);
    setLocateProblem('');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onPosition({
          latitude: Math.round(position.coords.latitude * 10_000) / 10_000,
          longitude: Math.round(position.coords.longitude * 10_000) / 10_000,
        });
      },
      (problem) => {
        setLocating(false);
        setLocateProblem(problem.code === problem.PERMISSION_DENIED ? 'denied' : 'unavailable');
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  };

  const locateLabel = hasPosition ? t('location.forgetPosition') : t('location.useMyLocation');
  return (
    <>
      <Field label={t('location.postcode')}>
        {(control) => (
          <div className="relative">
            <input
              {...control}
              ref={postcodeRef}
              type="text"
              name="postcode"
              autoComplete="postal-code"
              value={postcode}
              placeholder={hasPosition ? t('location.usingPosition') : t('location.postcodeExample')}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => onPostcodeChange(event.target.value)}
              className={`${fieldControlLook} block w-full py-2 ps-3 pe-11`}
            />
            <button
              type="button"
              title={locateLabel}
              aria-label={locateLabel}
              aria-busy={locating || undefined}
              onClick={locating ? undefined : handleLocate}
              className="absolute inset-y-0.5 end-0.5 flex w-10 items-center justify-center rounded-full text-primary-800 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-700 dark:text-primary-200 dark:hover:bg-primary-950"
            >
              {locating ? (
                <SpinnerIcon size="sm" />
              ) : (
                <Icon name={hasPosition ? 'x-mark' : 'map-pin'} className="size-5" />
              )}
            </button>
          </div>
        )}
      </Field>
      <Field label={t('location.distance')} id={distanceId}>
        {(control) => (
          <select
            {...control}
            name="distance"
            value={distanceKm}
            onChange={(event) => onDistanceChange(Number(event.target.value))}
            className={`${fieldControlLook} px-3 py-2`}
          >
            {distanceOptions.map((option) => (
              <option key={option} value={option}>
                {t('location.withinKm', { count: option })}
              </option>
            ))}
          </select>
        )}
      </Field>
      {/* Under both fields (a phone's half width would wrap the message word by word); no gap while empty. */}
      <div
        aria-live="polite"
        className="col-span-2 -mt-1 empty:-mt-3 md:col-span-2 md:col-start-2 md:row-start-2 md:empty:-mt-4"
      >
        {error && (
          <p id={errorId} className="flex items-start gap-1.5 text-sm font-medium text-error-700 dark:text-error-300">
            <Icon name="exclamation-triangle" className="mt-px size-4" />
            <span>{error}</span>
          </p>
        )}
        {locateProblem && (
          <p className="text-sm font-medium text-error-700 dark:text-error-300">
            {t(`location.problems.${locateProblem}`)}
          </p>
        )}
      </div>
    </>
  );
}
