import { describe, expect, it } from 'vitest';
import { fieldsNeededToPublish, missingForPublishing, type VacancyPublishState } from './vacancy-publishing.ts';

const complete: VacancyPublishState = {
  title: 'Maatje voor ouderen',
  summary: 'Eén middag per week koffie drinken.',
  descriptionHtml: '<p>Koffie drinken en een praatje maken.</p>',
  locationKind: 'address',
  city: 'Utrecht',
  commitmentKind: 'recurring',
  startsOn: null,
  endsOn: null,
  hoursPerWeek: 2,
};

describe('what publishing a vacancy needs', () => {
  it('asks nothing more of a complete vacancy', () => {
    expect(missingForPublishing(complete)).toEqual([]);
  });

  it('names every missing field at once, in the form’s order', () => {
    expect(
      missingForPublishing({
        ...complete,
        summary: ' ',
        descriptionHtml: '<p>&nbsp;</p>',
        city: null,
        hoursPerWeek: '',
      }),
    ).toEqual(['summary', 'description_html', 'city', 'hours_per_week']);
  });

  it('follows the kinds: no place for remote work, dates for a period, a date for one day', () => {
    expect(fieldsNeededToPublish({ locationKind: 'remote', commitmentKind: 'period' })).toEqual([
      'title',
      'summary',
      'description_html',
      'starts_on',
      'ends_on',
    ]);
    expect(fieldsNeededToPublish({ locationKind: 'address', commitmentKind: 'one_off' })).toContain('starts_on');
    expect(fieldsNeededToPublish({ locationKind: 'at_home', commitmentKind: 'one_off' })).not.toContain('ends_on');
  });

  it('takes the caller’s idea of a description’s visible text', () => {
    expect(missingForPublishing({ ...complete, descriptionHtml: '<img src="x">' }, () => '')).toEqual([
      'description_html',
    ]);
    expect(missingForPublishing({ ...complete, descriptionHtml: '<script>x</script>' })).toEqual(['description_html']);
  });
});
