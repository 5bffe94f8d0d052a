import { topicDefaultPictures } from './topic-pictures.ts';

/**
 * The built-in default pictures (decision 020): one per demo category and a general one, shown
 * when neither the vacancy, its organisation nor the centre has a picture. Composed from Fluent
 * Emoji Flat (MIT, Microsoft) by `scripts/generate-default-pictures.ts`, which reads this list;
 * the SVGs (and PNG copies for link previews) are committed in `assets/default-pictures/`.
 */
export interface DefaultPicture {
  /** The file name without extension. */
  slug: string;
  /** Category names containing one of these (lower case) get this picture. */
  keywords: readonly string[];
  /** The emoji drawn, by their Fluent Emoji Flat names: the main one first, then two beside it. */
  emoji: readonly [string, string, string];
  alt: { nl: string; en: string };
}

/** The pictures' size: two to one, like the cards' and the vacancy page's frames. */
export const defaultPictureSize = { width: 1200, height: 600 } as const;

/** The general picture: for organisations, the home page and vacancies of no recognised category. */
export const generalDefaultPicture: DefaultPicture = {
  slug: 'samen',
  keywords: [],
  emoji: ['handshake', 'red-heart', 'sparkles'],
  alt: {
    nl: 'Illustratie: twee handen die elkaar schudden, met een hartje en sterretjes',
    en: 'Illustration: two hands shaking, with a heart and sparkles',
  },
};

/** One picture per demo category (apps/api/src/seed/demo-tag-names.ts), found by words in the category's name. */
export const categoryDefaultPictures: readonly DefaultPicture[] = [
  {
    slug: 'zorg-en-welzijn',
    keywords: ['zorg', 'welzijn', 'care', 'welfare', 'health'],
    emoji: ['people-hugging', 'growing-heart', 'hot-beverage'],
    alt: {
      nl: 'Illustratie: twee mensen die elkaar omhelzen, een groeiend hart en een kop thee',
      en: 'Illustration: two people hugging, a growing heart and a cup of tea',
    },
  },
  {
    slug: 'sport-en-bewegen',
    keywords: ['sport', 'beweg', 'exercise'],
    emoji: ['soccer-ball', 'person-running', 'running-shoe'],
    alt: {
      nl: 'Illustratie: een voetbal, een hardloper en een sportschoen',
      en: 'Illustration: a football, a runner and a trainer',
    },
  },
  {
    slug: 'kunst-en-cultuur',
    keywords: ['kunst', 'cultuur', 'arts', 'culture', 'muziek', 'music'],
    emoji: ['artist-palette', 'performing-arts', 'musical-notes'],
    alt: {
      nl: 'Illustratie: een schilderspalet, toneelmaskers en muzieknoten',
      en: 'Illustration: a painter’s palette, theatre masks and musical notes',
    },
  },
  {
    slug: 'natuur-en-milieu',
    keywords: ['natuur', 'milieu', 'nature', 'environment', 'groen', 'tuin', 'garden'],
    emoji: ['seedling', 'deciduous-tree', 'recycling-symbol'],
    alt: {
      nl: 'Illustratie: een kiemplantje, een boom en het recyclingteken',
      en: 'Illustration: a seedling, a tree and the recycling symbol',
    },
  },
  {
    slug: 'onderwijs-en-taal',
    keywords: ['onderwijs', 'taal', 'education', 'language', 'school'],
    emoji: ['books', 'speech-balloon', 'pencil'],
    alt: {
      nl: 'Illustratie: een stapel boeken, een tekstballon en een potlood',
      en: 'Illustration: a pile of books, a speech balloon and a pencil',
    },
  },
  {
    slug: 'dieren',
    keywords: ['dier', 'animal', 'pets'],
    emoji: ['dog-face', 'cat-face', 'paw-prints'],
    alt: {
      nl: 'Illustratie: een hond, een kat en pootafdrukken',
      en: 'Illustration: a dog, a cat and paw prints',
    },
  },
  {
    slug: 'evenementen',
    keywords: ['evenement', 'event', 'feest', 'festival'],
    emoji: ['party-popper', 'balloon', 'confetti-ball'],
    alt: {
      nl: 'Illustratie: een feesttoeter, een ballon en confetti',
      en: 'Illustration: a party popper, a balloon and confetti',
    },
  },
  {
    slug: 'vervoer',
    keywords: ['vervoer', 'transport', 'rijden', 'driving'],
    emoji: ['bicycle', 'automobile', 'bus'],
    alt: {
      nl: 'Illustratie: een fiets, een auto en een bus',
      en: 'Illustration: a bicycle, a car and a bus',
    },
  },
  {
    slug: 'klussen-en-techniek',
    keywords: ['klus', 'techniek', 'repair', 'technic', 'odd job', 'diy'],
    emoji: ['hammer-and-wrench', 'toolbox', 'gear'],
    alt: {
      nl: 'Illustratie: een hamer en moersleutel, een gereedschapskist en een tandwiel',
      en: 'Illustration: a hammer and spanner, a toolbox and a gear',
    },
  },
  {
    slug: 'administratie-en-bestuur',
    keywords: ['administratie', 'bestuur', 'administration', 'board', 'office', 'kantoor'],
    emoji: ['clipboard', 'laptop', 'file-folder'],
    alt: {
      nl: 'Illustratie: een klembord, een laptop en een map',
      en: 'Illustration: a clipboard, a laptop and a folder',
    },
  },
];

/** Every built-in picture: the categories' and the general one. */
export const defaultPictures: readonly DefaultPicture[] = [
  ...categoryDefaultPictures,
  ...topicDefaultPictures,
  generalDefaultPicture,
];

/** The site paths of a built-in picture: the SVG shown, and the PNG that link previews (which take no SVG) fetch. */
export function defaultPictureUrls(picture: DefaultPicture): { url: string; previewUrl: string } {
  return { url: `/api/default_pictures/${picture.slug}.svg`, previewUrl: `/api/default_pictures/${picture.slug}.png` };
}

/** The built-in pictures of these category names, in the order of the names; none when no name is recognised. */
export function defaultPicturesForCategories(categoryNames: readonly string[]): DefaultPicture[] {
  return categoryNames.flatMap((name) => {
    const lowered = name.toLowerCase();
    const found = categoryDefaultPictures.find((picture) =>
      picture.keywords.some((keyword) => lowered.includes(keyword)),
    );
    return found ? [found] : [];
  });
}
