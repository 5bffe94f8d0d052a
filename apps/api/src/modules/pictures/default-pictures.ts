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

/**
 * Pictures by what the work is about, found by words in the vacancy's title ('duofiets' gets the bike),
 * before the picture of its category; several per category, so one category's cards differ.
 */
export const topicDefaultPictures: readonly DefaultPicture[] = [
  {
    slug: 'onderwerp-fietsen',
    keywords: ['fiets'],
    emoji: ['bicycle', 'person-biking', 'sun'],
    alt: { nl: 'Illustratie: een fiets, een fietser en de zon', en: 'Illustration: a bicycle, a cyclist and the sun' },
  },
  {
    slug: 'onderwerp-bestelbus',
    keywords: ['chauffeur voor de voedselbank', 'bijrijder', 'bezorg'],
    emoji: ['delivery-truck', 'package', 'round-pushpin'],
    alt: {
      nl: 'Illustratie: een bestelwagen, een doos en een punaise op de kaart',
      en: 'Illustration: a delivery van, a box and a map pin',
    },
  },
  {
    slug: 'onderwerp-rijden',
    keywords: ['chauffeur', 'buurtbus', 'ziekenhuisrit'],
    emoji: ['oncoming-bus', 'automobile', 'round-pushpin'],
    alt: {
      nl: 'Illustratie: een bus, een auto en een punaise op de kaart',
      en: 'Illustration: a bus, a car and a map pin',
    },
  },
  {
    slug: 'onderwerp-wandelen',
    keywords: ['wandel', 'loop', 'rolstoel'],
    emoji: ['person-walking', 'deciduous-tree', 'sun'],
    alt: {
      nl: 'Illustratie: iemand die wandelt, een boom en de zon',
      en: 'Illustration: a person walking, a tree and the sun',
    },
  },
  {
    slug: 'onderwerp-boodschappen',
    keywords: ['boodschap', 'markt', 'apotheek'],
    emoji: ['shopping-cart', 'bread', 'red-apple'],
    alt: {
      nl: 'Illustratie: een winkelwagen, een brood en een appel',
      en: 'Illustration: a shopping trolley, a loaf and an apple',
    },
  },
  {
    slug: 'onderwerp-koken',
    keywords: ['kok', 'kook', 'maaltijd', 'keuken', 'diner', 'lunch'],
    emoji: ['shallow-pan-of-food', 'cook', 'fork-and-knife-with-plate'],
    alt: {
      nl: 'Illustratie: een pan met eten, een kok en een bord met bestek',
      en: 'Illustration: a pan of food, a cook and a plate with cutlery',
    },
  },
  {
    slug: 'onderwerp-voedselpakketten',
    keywords: ['voedselbank', 'pakket', 'dozen'],
    emoji: ['package', 'canned-food', 'bread'],
    alt: {
      nl: 'Illustratie: een doos, een blik eten en een brood',
      en: 'Illustration: a box, a tin of food and a loaf',
    },
  },
  {
    slug: 'onderwerp-voetbal',
    keywords: ['voetbal', 'keeper', 'mini'],
    emoji: ['soccer-ball', 'goal-net', 'trophy'],
    alt: { nl: 'Illustratie: een voetbal, een doel en een beker', en: 'Illustration: a football, a goal and a trophy' },
  },
  {
    slug: 'onderwerp-kantine',
    keywords: ['kantine', 'clubhuis'],
    emoji: ['hot-beverage', 'sandwich', 'cup-with-straw'],
    alt: {
      nl: 'Illustratie: een kop koffie, een tosti en een beker limonade',
      en: 'Illustration: a cup of coffee, a toastie and a cup of lemonade',
    },
  },
  {
    slug: 'onderwerp-muziek',
    keywords: ['muzi', 'zang', 'accordeon', 'meezing'],
    emoji: ['musical-notes', 'guitar', 'accordion'],
    alt: {
      nl: 'Illustratie: muzieknoten, een gitaar en een accordeon',
      en: 'Illustration: musical notes, a guitar and an accordion',
    },
  },
  {
    slug: 'onderwerp-taal',
    keywords: ['taal', 'inburgering', 'student'],
    emoji: ['speech-balloon', 'books', 'globe-showing-europe-africa'],
    alt: {
      nl: 'Illustratie: een tekstballon, boeken en een wereldbol',
      en: 'Illustration: a speech balloon, books and a globe',
    },
  },
  {
    slug: 'onderwerp-computer',
    keywords: ['computer', 'digid', 'tablet'],
    emoji: ['laptop', 'mobile-phone', 'light-bulb'],
    alt: {
      nl: 'Illustratie: een laptop, een telefoon en een lampje',
      en: 'Illustration: a laptop, a phone and a light bulb',
    },
  },
  {
    slug: 'onderwerp-leren',
    keywords: ['huiswerk', 'reken', 'studie', 'voorle'],
    emoji: ['open-book', 'pencil', 'abacus'],
    alt: {
      nl: 'Illustratie: een open boek, een potlood en een telraam',
      en: 'Illustration: an open book, a pencil and an abacus',
    },
  },
  {
    slug: 'onderwerp-moestuin',
    keywords: ['tuin', 'voedselbos'],
    emoji: ['seedling', 'tomato', 'sunflower'],
    alt: {
      nl: 'Illustratie: een kiemplantje, een tomaat en een zonnebloem',
      en: 'Illustration: a seedling, a tomato and a sunflower',
    },
  },
  {
    slug: 'onderwerp-bomen',
    keywords: ['bomen', 'heg', 'knot', 'natuurwerk'],
    emoji: ['deciduous-tree', 'evergreen-tree', 'leaf-fluttering-in-wind'],
    alt: {
      nl: 'Illustratie: een loofboom, een dennenboom en een blad in de wind',
      en: 'Illustration: a leafy tree, a fir tree and a leaf in the wind',
    },
  },
  {
    slug: 'onderwerp-opruimen',
    keywords: ['afval', 'plastic', 'opruim'],
    emoji: ['wastebasket', 'recycling-symbol', 'broom'],
    alt: {
      nl: 'Illustratie: een prullenbak, het recyclingteken en een bezem',
      en: 'Illustration: a waste basket, the recycling symbol and a broom',
    },
  },
  {
    slug: 'onderwerp-sinterklaas',
    keywords: ['sinterklaas', 'piet', 'intocht'],
    emoji: ['wrapped-gift', 'candy', 'ship'],
    alt: { nl: 'Illustratie: een cadeautje, snoep en een boot', en: 'Illustration: a present, sweets and a boat' },
  },
  {
    slug: 'onderwerp-kerst',
    keywords: ['kerst'],
    emoji: ['christmas-tree', 'wrapped-gift', 'star'],
    alt: {
      nl: 'Illustratie: een kerstboom, een cadeautje en een ster',
      en: 'Illustration: a Christmas tree, a present and a star',
    },
  },
  {
    slug: 'onderwerp-kamp',
    keywords: ['scouting', 'welpen', 'kamp'],
    emoji: ['camping', 'tent', 'fire'],
    alt: {
      nl: 'Illustratie: een kampeerplek, een tent en een kampvuur',
      en: 'Illustration: a campsite, a tent and a campfire',
    },
  },
  {
    slug: 'onderwerp-kinderboerderij',
    keywords: ['kinderboerderij', 'boerderij'],
    emoji: ['goat', 'rabbit-face', 'chicken'],
    alt: { nl: 'Illustratie: een geit, een konijn en een kip', en: 'Illustration: a goat, a rabbit and a chicken' },
  },
  {
    slug: 'onderwerp-verpleeghuis',
    keywords: ['verpleeghuis', 'zorgcentrum', 'dementie', 'bewoner', 'spelmiddag'],
    emoji: ['older-person', 'puzzle-piece', 'hot-beverage'],
    alt: {
      nl: 'Illustratie: een oudere, een puzzelstukje en een kop thee',
      en: 'Illustration: an older person, a jigsaw piece and a cup of tea',
    },
  },
  {
    slug: 'onderwerp-bellen',
    keywords: ['belmaatje', 'bellen'],
    emoji: ['telephone-receiver', 'speech-balloon', 'red-heart'],
    alt: {
      nl: 'Illustratie: een telefoonhoorn, een tekstballon en een hartje',
      en: 'Illustration: a telephone receiver, a speech balloon and a heart',
    },
  },
  {
    slug: 'onderwerp-toegankelijk-sporten',
    keywords: ['g-sport', 'g-zwem', 'g-voetbal', 'g-dans'],
    emoji: ['person-in-manual-wheelchair', 'person-swimming', 'sports-medal'],
    alt: {
      nl: 'Illustratie: iemand in een rolstoel, een zwemmer en een medaille',
      en: 'Illustration: a person in a wheelchair, a swimmer and a medal',
    },
  },
  {
    slug: 'onderwerp-koningsdag',
    keywords: ['koning', 'oranje'],
    emoji: ['crown', 'balloon', 'orange-heart'],
    alt: {
      nl: 'Illustratie: een kroon, een ballon en een oranje hart',
      en: 'Illustration: a crown, a balloon and an orange heart',
    },
  },
  {
    slug: 'onderwerp-route',
    keywords: ['avondvierdaagse', 'verkeer', 'ehbo', 'postbemanning'],
    emoji: ['vertical-traffic-light', 'person-walking', 'sports-medal'],
    alt: {
      nl: 'Illustratie: een verkeerslicht, iemand die wandelt en een medaille',
      en: 'Illustration: a traffic light, a person walking and a medal',
    },
  },
  {
    slug: 'onderwerp-fotografie',
    keywords: ['fotogra'],
    emoji: ['camera-with-flash', 'framed-picture', 'sparkles'],
    alt: {
      nl: 'Illustratie: een camera met flits, een ingelijste foto en sterretjes',
      en: 'Illustration: a camera with a flash, a framed picture and sparkles',
    },
  },
  {
    slug: 'onderwerp-formulieren',
    keywords: ['belasting', 'aangifte', 'toeslag', 'formulier'],
    emoji: ['page-facing-up', 'envelope', 'abacus'],
    alt: {
      nl: 'Illustratie: een formulier, een envelop en een telraam',
      en: 'Illustration: a form, an envelope and an abacus',
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

/** The built-in pictures of what a vacancy's title is about (the first matching topic wins), none when nothing is recognised. */
export function defaultPicturesForTopic(title: string): DefaultPicture[] {
  const lowered = title.toLowerCase();
  const found = topicDefaultPictures.find((picture) => picture.keywords.some((keyword) => lowered.includes(keyword)));
  return found ? [found] : [];
}
