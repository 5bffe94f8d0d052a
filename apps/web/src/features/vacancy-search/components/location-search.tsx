import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { fieldControlLook } from '../../../components/ui/field-classes.ts';
import { distanceOptions } from '../hooks/use-vacancy-search-params.ts';

const postcodePattern = /^[1-9][0-9]{3}\s?[a-zA-Z]{2}$/;

/** A postcode as people write it ('3511 AB'), whatever the address bar holds ('3511AB'). */
export function formatPostcode(postcode: string): string {
  const compact = postcode.replace(/\s+/g, '').toUpperCase();
  return /^[1-9][0-9]{3}[A-Z]{2}$/.test(compact) ? `${compact.slice(0, 4)} ${compact.slice(4)}` : postcode;
}

/** A position from the browser, rounded to about 10 m (more says nothing and makes links long). */
export interface Position {
  latitude: number;
  longitude: number;
}

type LocateProblem = 'denied' | 'unavailable' | 'unsupported' | '';

/**
 * Where to search from: a postcode (checked for its shape, committed on Enter
 * or leaving the field), or the browser's position; and how far around it.
 * `serverError` is the API's answer to a postcode it does not know.
 */
export function LocationSearch({
  postcode,
  hasPosition,
  distanceKm,
  serverError,
  onPostcode,
  onPosition,
  onDistance,
}: {
  postcode: string;
  hasPosition: boolean;
  distanceKm: number;
  serverError?: string;
  onPostcode: (postcode: string) => void;
  onPosition: (position: Position | null) => void;
  onDistance: (km: number) => void;
}) {
  const { t } = useTranslation('vacancy-search');
  const distanceId = useId();
  const [text, setText] = useState(() => formatPostcode(postcode));
  const [formatError, setFormatError] = useState('');
  const [locating, setLocating] = useState(false);
  const [locateProblem, setLocateProblem] = useState<LocateProblem>('');

  // The address bar may change under the field (back button, 'clear filters').
  useEffect(() => {
    setText(formatPostcode(postcode));
    setFormatError('');
  }, [postcode]);

  const handleCommit = () => {
    const value = text.trim().toUpperCase();
    if (value !== '' && !postcodePattern.test(value)) {
      setFormatError(t('location.postcodeFormat'));
      return;
    }
    setFormatError('');
    const normalised = value.replace(/\s+/g, '');
    if (normalised !== postcode.replace(/\s+/g, '')) onPostcode(normalised);
  };

  const handleLocate = () => {
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
      (error) => {
        setLocating(false);
        setLocateProblem(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable');
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  };

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-[minmax(0,1fr)_auto] md:grid-cols-[minmax(0,1fr)_auto_auto] md:items-start">
      <Field label={t('location.postcode')} hint={t('location.postcodeHint')} error={formatError || serverError}>
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="text"
            autoComplete="postal-code"
            value={text}
            placeholder={hasPosition ? t('location.usingPosition') : undefined}
            onChange={(event) => setText(event.target.value)}
            onBlur={handleCommit}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              handleCommit();
            }}
            className={`${fieldControlLook} block w-full px-3 py-2`}
          />
        )}
      </Field>
      <Field label={t('location.distance')} id={distanceId}>
        {(control) => (
          <select
            {...control}
            value={distanceKm}
            onChange={(event) => onDistance(Number(event.target.value))}
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
      <div className="flex flex-col gap-1.5 sm:col-span-2 md:col-span-1 md:pt-7">
        {hasPosition ? (
          <Button size="lg" variant="outline" onClick={() => onPosition(null)}>
            {t('location.forgetPosition')}
          </Button>
        ) : (
          <Button size="lg" variant="outline" loading={locating} onClick={handleLocate}>
            {t('location.useMyLocation')}
          </Button>
        )}
        <div aria-live="polite">
          {locateProblem && (
            <p className="text-sm font-medium text-error-700 dark:text-error-300">
              {t(`location.problems.${locateProblem}`)}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
