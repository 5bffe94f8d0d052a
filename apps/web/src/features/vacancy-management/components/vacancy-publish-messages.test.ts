import { vacancyPublishFields, vacancyPublishMessages } from '@volunteerly/contracts/vacancy-publishing';
import { describe, expect, it } from 'vitest';
import english from '../../../locales/en/vacancy-management.json';
import dutch from '../../../locales/nl/vacancy-management.json';

// The form checks publish-readiness before it sends (issue 31 §4) with texts from the web's own
// catalogue; a vacancy that reaches the API anyway gets the API's. Both must say the same.
describe("the vacancy form's publishing messages", () => {
  it.each([
    ['nl', dutch.publish, vacancyPublishMessages.nl],
    ['en', english.publish, vacancyPublishMessages.en],
  ] as const)('say in %s what the API says for every field publishing needs', (_language, web, api) => {
    for (const field of vacancyPublishFields) {
      expect(web[field], field).toBe(api[`vacancies.publish.${field}`]);
    }
  });
});
