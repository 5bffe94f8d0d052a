import type { Picture } from '@volunteerly/contracts/resources/pictures';

/** A picture as the API presents it: the built-in general one unless overridden. */
export function buildPicture(overrides: Partial<Picture> = {}): Picture {
  return {
    url: '/api/default_pictures/samen.svg',
    width: 1200,
    height: 600,
    variants: [],
    alt: {
      nl: 'Illustratie: twee handen die elkaar schudden, met een hartje en sterretjes',
      en: 'Illustration: two hands shaking, with a heart and sparkles',
    },
    source: 'default',
    ...overrides,
  };
}
