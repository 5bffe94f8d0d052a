import {
  vacancyCommitmentKinds,
  vacancySuitableFor,
  type VacancyCommitmentKind,
  type VacancySuitableFor,
} from '@volunteerly/contracts/vacancies';
import { createContext, useContext, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { fieldControlLook } from '../../../components/ui/field-classes.ts';
import type { FacetOption, VacancySearchFacets, VacancySearchQuery, VogFilter } from '../api/vacancy-search-types.ts';

/** A URL parameter → value change ('' removes it). */
export type SearchChanges = Record<string, string>;

const optionClasses = 'flex items-center gap-2 text-text';
const checkClasses = 'size-4 shrink-0 accent-primary-700';

/** A group of options; a hint under the legend says what the group means where its name alone may not. */
function Group({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  const hintId = useId();
  return (
    <fieldset className="min-w-0" aria-describedby={hint ? hintId : undefined}>
      <legend className="font-semibold text-text">{legend}</legend>
      {hint && (
        <p id={hintId} className="text-sm text-muted-700 dark:text-muted-300">
          {hint}
        </p>
      )}
      <div className="mt-2 flex flex-col gap-1.5">{children}</div>
    </fieldset>
  );
}

/**
 * Whether the counts beside the options are known: not after a failed search, whose facets would
 * otherwise read as "(0)" everywhere (issue 31 §5). The options themselves stay.
 */
const CountsKnown = createContext(true);

function Count({ count }: { count: number | undefined }) {
  if (!useContext(CountsKnown)) return null;
  return <span className="text-sm text-muted-700 dark:text-muted-300">({count ?? 0})</span>;
}

function toggled(values: readonly string[], value: string, on: boolean): string {
  return (on ? [...values, value] : values.filter((item) => item !== value)).join(',');
}

/** Tag options from the facets, plus chosen ones the facets no longer list (so they can be unticked). */
function TagGroup({
  legend,
  hint,
  parameter,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  hint?: string;
  parameter: string;
  options: FacetOption[];
  chosen: string[];
  onChange: (changes: SearchChanges) => void;
}) {
  const { t } = useTranslation('vacancy-search');
  const missing = chosen.filter((id) => !options.some((option) => option.id === id));
  // A value no result has would only empty the list: left out, unless it is ticked (to untick it).
  const offered = options.filter((option) => (option.count ?? 0) > 0 || chosen.includes(option.id));
  const all = [...offered, ...missing.map((id) => ({ id, name: t('filters.unknownTag', { id }), count: 0 }))];
  if (all.length === 0) return null;
  return (
    <Group legend={legend} hint={hint}>
      {all.map((option) => (
        <label key={option.id} className={optionClasses}>
          <input
            type="checkbox"
            className={checkClasses}
            checked={chosen.includes(option.id)}
            onChange={(event) => onChange({ [parameter]: toggled(chosen, option.id, event.target.checked) })}
          />
          <span>
            {option.name} <Count count={option.count} />
          </span>
        </label>
      ))}
    </Group>
  );
}

/** What the filters need: the query, the facets' counts and how to change the query. */
interface FilterProps {
  query: VacancySearchQuery;
  facets: VacancySearchFacets | undefined;
  onChange: (changes: SearchChanges) => void;
}

/** The filter groups: tags, place, time, whom it suits, VOG and date, each option with its count. */
function FilterFields({ query, facets, onChange }: FilterProps) {
  const { t } = useTranslation('vacancy-search');
  const vogName = useId();
  const remoteCount = (facets?.locationKind.remote ?? 0) + (facets?.locationKind.at_home ?? 0);
  const vogOptions: { value: VogFilter; count?: number }[] = [
    { value: '' },
    { value: 'true', count: facets?.vogRequired.true },
    { value: 'false', count: facets?.vogRequired.false },
  ];
  return (
    <>
      <TagGroup
        legend={t('filters.categories')}
        parameter="category"
        options={facets?.category ?? []}
        chosen={query.categoryIds}
        onChange={onChange}
      />
      <Group legend={t('filters.place')}>
        <label className={optionClasses}>
          <input
            type="checkbox"
            className={checkClasses}
            checked={query.remote}
            onChange={(event) => onChange({ remote: event.target.checked ? 'true' : '' })}
          />
          <span>
            {t('filters.remote')} <Count count={remoteCount} />
          </span>
        </label>
      </Group>
      <Group legend={t('filters.commitment')}>
        {vacancyCommitmentKinds
          .filter((kind) => !facets || (facets.commitment[kind] ?? 0) > 0 || query.commitments.includes(kind))
          .map((kind: VacancyCommitmentKind) => (
            <label key={kind} className={optionClasses}>
              <input
                type="checkbox"
                className={checkClasses}
                checked={query.commitments.includes(kind)}
                onChange={(event) => onChange({ commitment: toggled(query.commitments, kind, event.target.checked) })}
              />
              <span>
                {t(`commitments.${kind}`)} <Count count={facets?.commitment[kind]} />
              </span>
            </label>
          ))}
      </Group>
      <TagGroup
        legend={t('filters.skills')}
        parameter="skill"
        options={facets?.skill ?? []}
        chosen={query.skillIds}
        onChange={onChange}
      />
      <TagGroup
        legend={t('filters.targetGroups')}
        hint={t('filters.targetGroupsHint')}
        parameter="target_group"
        options={facets?.targetGroup ?? []}
        chosen={query.targetGroupIds}
        onChange={onChange}
      />
      <TagGroup
        legend={t('filters.organizations')}
        parameter="organization"
        options={facets?.organization ?? []}
        chosen={query.organizationIds}
        onChange={onChange}
      />
      <Group legend={t('filters.suitableFor')} hint={t('filters.suitableForHint')}>
        {vacancySuitableFor
          .filter((group) => !facets || (facets.suitableFor[group] ?? 0) > 0 || query.suitableFor.includes(group))
          .map((group: VacancySuitableFor) => (
            <label key={group} className={optionClasses}>
              <input
                type="checkbox"
                className={checkClasses}
                checked={query.suitableFor.includes(group)}
                onChange={(event) =>
                  onChange({ suitable_for: toggled(query.suitableFor, group, event.target.checked) })
                }
              />
              <span>
                {t(`suitableFor.${group}`)} <Count count={facets?.suitableFor[group]} />
              </span>
            </label>
          ))}
      </Group>
      <Group legend={t('filters.vog')}>
        {vogOptions.map((option) => (
          <label key={option.value || 'any'} className={optionClasses}>
            <input
              type="radio"
              name={vogName}
              className={checkClasses}
              checked={query.vogRequired === option.value}
              onChange={() => onChange({ vog: option.value })}
            />
            <span>
              {t(`filters.vogOptions.${option.value || 'any'}`)}
              {option.value && (
                <>
                  {' '}
                  <Count count={option.count} />
                </>
              )}
            </span>
          </label>
        ))}
      </Group>
      {/* Base size rather than Field's text-sm, so the label matches the filter groups' legends above it. */}
      <Field label={<span className="text-base">{t('filters.date')}</span>}>
        {(control) => (
          <input
            {...control}
            type="date"
            value={query.date}
            onChange={(event) => onChange({ date: event.target.value })}
            className={`${fieldControlLook} px-3 py-2`}
          />
        )}
      </Field>
    </>
  );
}

/** How many filters are chosen (each ticked option, the VOG choice and the date count once). */
export function countChosenFilters(query: VacancySearchQuery): number {
  return (
    query.categoryIds.length +
    query.skillIds.length +
    query.targetGroupIds.length +
    query.organizationIds.length +
    query.commitments.length +
    query.suitableFor.length +
    (query.remote ? 1 : 0) +
    (query.vogRequired ? 1 : 0) +
    (query.date ? 1 : 0)
  );
}

/** The phone's 'Filters' button (saying how many are chosen), which opens the filter sheet; hidden from md up. */
export function FiltersButton({ query, onOpen }: { query: VacancySearchQuery; onOpen: () => void }) {
  const { t } = useTranslation('vacancy-search');
  const chosen = countChosenFilters(query);
  return (
    <Button size="md" variant="outline" className="md:hidden" aria-haspopup="dialog" onClick={onOpen}>
      {chosen > 0 ? t('filters.toggleChosen', { count: chosen }) : t('filters.toggle')}
    </Button>
  );
}

/**
 * The filter panel. Beside the results on a wide screen; on a phone (issue 14 §1) FiltersButton
 * (with how many are chosen) opens them in a full-screen sheet, whose button shows how many
 * vacancies the choice finds ('Toon 109 vacatures') and closes it. Each change applies at once.
 */
export function SearchFilters({
  query,
  facets,
  total,
  open,
  onOpenChange,
  onChange,
  onClear,
  countsKnown = true,
}: FilterProps & {
  /** How many vacancies the current choice finds (undefined while unknown). */
  total: number | undefined;
  /** False when the facets are the last search's that worked: their counts are then not shown. */
  countsKnown?: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('vacancy-search');
  const headingId = useId();

  return (
    <CountsKnown.Provider value={countsKnown}>
      <div>
        <Dialog
          layout="sheet"
          open={open}
          onClose={() => onOpenChange(false)}
          title={t('filters.title')}
          footer={
            <>
              <Button size="lg" variant="ghost" onClick={onClear}>
                {t('filters.clear')}
              </Button>
              <Button size="lg" color="primary" className="flex-1" onClick={() => onOpenChange(false)}>
                {total === undefined ? t('filters.showResults') : t('filters.showCount', { count: total })}
              </Button>
            </>
          }
        >
          <div className="flex flex-col gap-6">
            <FilterFields query={query} facets={facets} onChange={onChange} />
          </div>
        </Dialog>
        <section aria-labelledby={headingId} className="hidden flex-col gap-6 md:flex">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id={headingId} className="font-heading text-xl font-semibold text-text">
              {t('filters.title')}
            </h2>
            <Button size="sm" variant="link" color="primary" onClick={onClear}>
              {t('filters.clear')}
            </Button>
          </div>
          <FilterFields query={query} facets={facets} onChange={onChange} />
        </section>
      </div>
    </CountsKnown.Provider>
  );
}
