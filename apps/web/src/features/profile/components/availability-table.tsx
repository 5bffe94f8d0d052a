import { dayParts, weekdays, type Availability } from '@volunteerly/contracts/users';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.tsx';

/**
 * When a volunteer is available: a weekday × part-of-day table, read by screen readers as such.
 * Phone first (issue 31 §7: it was cut off on a phone): a mark per cell instead of the words, which
 * screen readers still hear, and short day names below `sm` (the full name stays the row's name), so
 * the whole week fits 320 px without scrolling.
 */
export function AvailabilityTable({ availability }: { availability: Availability }) {
  const { t } = useTranslation('profile');
  return (
    <table className="w-full max-w-md text-sm">
      <caption className="sr-only">{t('availability.caption')}</caption>
      <thead>
        <tr>
          <td />
          {dayParts.map((part) => (
            <th key={part} scope="col" className="px-1 py-1 text-center font-semibold sm:px-3">
              {t(`availability.parts.${part}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weekdays.map((day) => (
          <tr key={day} className="border-t border-muted-200 dark:border-muted-800">
            <th scope="row" className="py-1.5 pe-2 text-start font-semibold">
              <span aria-hidden="true" className="sm:hidden">
                {t(`availability.daysShort.${day}`)}
              </span>
              <span className="max-sm:sr-only">{t(`availability.days.${day}`)}</span>
            </th>
            {dayParts.map((part) => (
              <td key={part} className="px-1 py-1.5 sm:px-3">
                {availability[day]?.includes(part) ? (
                  <Icon name="check-circle" className="mx-auto size-5 text-primary-700 dark:text-primary-300" />
                ) : (
                  <span aria-hidden="true" className="mx-auto block h-0.5 w-3 rounded-full bg-muted-400" />
                )}
                <span className="sr-only">
                  {availability[day]?.includes(part) ? t('availability.yes') : t('availability.no')}
                </span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
