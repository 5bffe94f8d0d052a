import type { DefaultPicture } from './default-pictures.ts';

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

/** The built-in pictures of what a vacancy's title is about (the first matching topic wins), none when nothing is recognised. */
export function defaultPicturesForTopic(title: string): DefaultPicture[] {
  const lowered = title.toLowerCase();
  const found = topicDefaultPictures.find((picture) => picture.keywords.some((keyword) => lowered.includes(keyword)));
  return found ? [found] : [];
}
