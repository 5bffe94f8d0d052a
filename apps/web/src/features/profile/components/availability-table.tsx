import { dayParts, weekdays, type Availability } from '@volunteerly/contracts/users';
import { useTranslation } from 'react-i18next';

/** When a volunteer is available: a weekday × part-of-day table, read by screen readers as such. */
export function AvailabilityTable({ availability }: { availability: Availability }) {
  const { t } = useTranslation('profile');
  return (
    <div className="overflow-x-auto">
      <table className="text-sm">
        <caption className="sr-only">{t('availability.caption')}</caption>
        <thead>
          <tr>
            <td />
            {dayParts.map((part) => (
              <th key={part} scope="col" className="px-2 py-1 text-start font-semibold sm:px-3">
                {t(`availability.parts.${part}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weekdays.map((day) => (
            <tr key={day}>
              <th scope="row" className="py-1 pe-3 text-start font-semibold">
                {t(`availability.days.${day}`)}
              </th>
              {dayParts.map((part) => (
                <td key={part} className="px-2 py-1 sm:px-3">
                  {availability[day]?.includes(part) ? t('availability.yes') : t('availability.no')}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
