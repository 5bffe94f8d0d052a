import { describe, expect, it } from 'vitest';
import { defaultPicturesForCategories } from '../../src/modules/pictures/default-pictures.ts';
import { defaultPicturesForTopic, topicDefaultPictures } from '../../src/modules/pictures/topic-pictures.ts';
import { demoVacancyRegions } from '../../src/seed/demo-vacancy-places.ts';
import { plannedDemoVacancies } from '../seed/demo-seed-plan.ts';

/** The built-in picture a vacancy without images gets: by its title's topic, else by its category. */
const slugOf = (title: string, category: string) =>
  (defaultPicturesForTopic(title)[0] ?? defaultPicturesForCategories([category])[0])?.slug;

describe('the built-in pictures by what the work is about', () => {
  it('gives a duo-bike ride a bike and a football trainer a football', () => {
    expect(slugOf('Fietsmaatje voor de duofiets in Lunetten', 'Sport en bewegen')).toBe('onderwerp-fietsen');
    expect(slugOf('Trainer jeugdvoetbal in Hoograven', 'Sport en bewegen')).toBe('onderwerp-voetbal');
    expect(slugOf('Chauffeur voor de buurtbus in Utrecht', 'Vervoer')).toBe('onderwerp-rijden');
    expect(slugOf('Chauffeur voor de voedselbank in Utrecht', 'Vervoer')).toBe('onderwerp-bestelbus');
    expect(slugOf('Kok voor de buurtmaaltijd in Oog in Al', 'Zorg en welzijn')).toBe('onderwerp-koken');
    expect(slugOf('Secretaris van het bestuur', 'Administratie en bestuur')).toBe('administratie-en-bestuur');
  });

  it('has a slug of its own for every topic', () => {
    expect(new Set(topicDefaultPictures.map((picture) => picture.slug)).size).toBe(topicDefaultPictures.length);
  });

  it.each(Object.keys(demoVacancyRegions))(
    'shows the vacancies of one category on %s with several pictures, most by their topic',
    (key) => {
      const planned = plannedDemoVacancies(key);
      const byCategory = new Map<string, Set<string>>();
      let byTopic = 0;
      for (const { row, tagNames } of planned) {
        const category = tagNames.find((name) => name.startsWith('category:'))!.slice('category:'.length);
        if (defaultPicturesForTopic(row.title!).length > 0) byTopic += 1;
        byCategory.set(category, (byCategory.get(category) ?? new Set()).add(slugOf(row.title!, category)!));
      }
      expect(byTopic / planned.length).toBeGreaterThan(0.6);
      for (const [category, slugs] of byCategory) {
        const count = planned.filter(({ tagNames }) => tagNames.includes(`category:${category}`)).length;
        if (count >= 4) expect(slugs.size, category).toBeGreaterThanOrEqual(2);
      }
    },
  );
});
