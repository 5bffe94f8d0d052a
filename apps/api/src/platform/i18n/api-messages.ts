/** Locales the API answers in; Dutch first. */
export const apiLocales = ['nl', 'en'] as const;
export type ApiLocale = (typeof apiLocales)[number];

const english = {
  'errors.host_invalid.title': 'Invalid host',
  'errors.host_invalid.detail': 'The Host header does not name a valid website.',
  'errors.text_invalid.title': 'Invalid characters',
  'errors.text_invalid.detail':
    'This text contains a NUL character or a broken character (a lone surrogate) that cannot be stored. Remove it and try again.',
  'errors.multipart_invalid.title': 'Unreadable form',
  'errors.multipart_invalid.detail':
    'The multipart/form-data body could not be read: it lacks a boundary, is cut off, or is not a form.',
  'errors.tenant_missing.title': 'Tenant missing',
  'errors.tenant_missing.detail': 'Every request must name its tenant in the X-Tenant header.',
  'errors.tenant_unknown.title': 'Unknown tenant',
  'errors.tenant_unknown.detail': 'There is no tenant "{tenant}".',
  'errors.tenant_host_mismatch.title': 'Tenant does not match this website',
  'errors.tenant_host_mismatch.detail': 'This website belongs to another tenant than "{tenant}".',
  'errors.app_context_invalid.title': 'Invalid app context',
  'errors.app_context_invalid.detail': 'The App-Context header must be "main" or "meedoen".',
  'errors.volunteer_center_invalid.title': 'Unknown volunteer centre',
  'errors.volunteer_center_invalid.detail': 'Volunteer centre "{id}" does not belong to this tenant.',
  'errors.include_invalid.title': 'Invalid include',
  'errors.include_invalid.detail': '"{include}" cannot be included here. Allowed: {allowed}.',
  'errors.validation.title': 'Invalid value',
  'errors.invalid_json.title': 'Invalid JSON',
  'errors.invalid_json.detail': 'The request body is not valid JSON.',
  'errors.unsupported_media_type.title': 'Unsupported content type',
  'errors.unsupported_media_type.detail': 'Send the request body as application/json or application/vnd.api+json.',
  'errors.payload_too_large.title': 'Request body too large',
  'errors.payload_too_large.detail': 'The request body may be at most {limit} bytes.',
  'errors.not_found.title': 'Not found',
  'errors.not_found.detail': 'There is no {method} {path}.',
  'errors.bad_request.title': 'Bad request',
  'errors.rate_limited.title': 'Too many requests',
  'errors.rate_limited.detail': 'Try again in {seconds} seconds.',
  'errors.internal.title': 'Something went wrong',
  'errors.internal.detail': 'An unexpected error occurred. It has been logged; please try again later.',
  'errors.service_unavailable.title': 'Service unavailable',
  'errors.unauthenticated.title': 'You need to sign in or sign up before continuing.',
} as const;

/** A key of the platform's own messages. */
export type PlatformMessageKey = keyof typeof english;

/**
 * The modules' message keys, added by declaration merging in `src/api-modules.ts` from each
 * module manifest's `messages`, the list the app also registers at start: a key is typed valid exactly
 * when its catalogue is registered, so no raw key reaches a user.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ModuleMessageKeys {}

/** A key of the platform's or a registered module's catalogue. */
export type ApiMessageKey = PlatformMessageKey | Extract<keyof ModuleMessageKeys, string>;

/** A module's texts: English, and Dutch with the same keys. */
export interface ApiMessageCatalogue<Key extends string = string> {
  en: Record<Key, string>;
  nl: Record<Key, string>;
}

const dutch: Record<PlatformMessageKey, string> = {
  'errors.host_invalid.title': 'Ongeldige host',
  'errors.host_invalid.detail': 'De Host-header noemt geen geldige website.',
  'errors.text_invalid.title': 'Ongeldige tekens',
  'errors.text_invalid.detail':
    'Deze tekst bevat een NUL-teken of een kapot teken (een losse surrogaat) dat niet kan worden opgeslagen. Haal het weg en probeer het opnieuw.',
  'errors.multipart_invalid.title': 'Onleesbaar formulier',
  'errors.multipart_invalid.detail':
    'De multipart/form-data-inhoud kon niet worden gelezen: er ontbreekt een boundary, hij is afgebroken of het is geen formulier.',
  'errors.tenant_missing.title': 'Tenant ontbreekt',
  'errors.tenant_missing.detail': 'Elk verzoek moet zijn tenant noemen in de X-Tenant-header.',
  'errors.tenant_unknown.title': 'Onbekende tenant',
  'errors.tenant_unknown.detail': 'Er bestaat geen tenant "{tenant}".',
  'errors.tenant_host_mismatch.title': 'Tenant hoort niet bij deze website',
  'errors.tenant_host_mismatch.detail': 'Deze website hoort bij een andere tenant dan "{tenant}".',
  'errors.app_context_invalid.title': 'Ongeldige app-context',
  'errors.app_context_invalid.detail': 'De App-Context-header moet "main" of "meedoen" zijn.',
  'errors.volunteer_center_invalid.title': 'Onbekend vrijwilligerscentrum',
  'errors.volunteer_center_invalid.detail': 'Vrijwilligerscentrum "{id}" hoort niet bij deze tenant.',
  'errors.include_invalid.title': 'Ongeldige include',
  'errors.include_invalid.detail': '"{include}" kan hier niet worden meegestuurd. Toegestaan: {allowed}.',
  'errors.validation.title': 'Ongeldige waarde',
  'errors.invalid_json.title': 'Ongeldige JSON',
  'errors.invalid_json.detail': 'De inhoud van het verzoek is geen geldige JSON.',
  'errors.unsupported_media_type.title': 'Niet-ondersteund inhoudstype',
  'errors.unsupported_media_type.detail': 'Stuur de inhoud als application/json of application/vnd.api+json.',
  'errors.payload_too_large.title': 'Verzoek te groot',
  'errors.payload_too_large.detail': 'De inhoud van het verzoek mag hoogstens {limit} bytes zijn.',
  'errors.not_found.title': 'Niet gevonden',
  'errors.not_found.detail': '{method} {path} bestaat niet.',
  'errors.bad_request.title': 'Ongeldig verzoek',
  'errors.rate_limited.title': 'Te veel verzoeken',
  'errors.rate_limited.detail': 'Probeer het over {seconds} seconden opnieuw.',
  'errors.internal.title': 'Er ging iets mis',
  'errors.internal.detail': 'Er is een onverwachte fout opgetreden. Die is vastgelegd; probeer het later opnieuw.',
  'errors.service_unavailable.title': 'Dienst niet beschikbaar',
  'errors.unauthenticated.title': 'Je moet inloggen of je registreren om verder te gaan.',
};

const catalogues: Record<ApiLocale, Record<string, string>> = { en: { ...english }, nl: { ...dutch } };

/**
 * A module's catalogue: the English texts, whose keys type the module's message keys,
 * and the Dutch ones with the same keys. Defining registers nothing; the app registers
 * every catalogue once, from `src/api-modules.ts` (each module manifest's `messages`).
 */
export function defineApiMessages<const English extends Record<string, string>>(
  englishMessages: English,
  dutchMessages: Record<keyof English & string, string>,
): ApiMessageCatalogue<keyof English & string> {
  return { en: englishMessages, nl: dutchMessages };
}

/** Registers modules' catalogues next to the platform's; a key defined twice with another text is an error. */
export function registerApiMessages(moduleCatalogues: readonly ApiMessageCatalogue[]): void {
  for (const catalogue of moduleCatalogues) {
    for (const [key, text] of Object.entries(catalogue.en)) {
      const existing = catalogues.en[key];
      if (existing !== undefined && existing !== text) throw new Error(`API message ${key} is defined twice`);
      catalogues.en[key] = text;
      catalogues.nl[key] = catalogue.nl[key] ?? text;
    }
  }
}

/** Every registered catalogue, for the parity test. */
export function apiCatalogues(): Record<ApiLocale, Record<string, string>> {
  return catalogues;
}

/** Looks up an API message and fills in its {placeholders}; an unknown key reads as itself. */
export function translate(locale: ApiLocale, key: ApiMessageKey, values: Record<string, string | number> = {}): string {
  const text = catalogues[locale][key] ?? key;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/** Picks nl or en from an Accept-Language header; Dutch when nothing matches. */
export function localeFromAcceptLanguage(header: string | undefined): ApiLocale {
  if (!header) return 'nl';
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters.find((parameter) => parameter.trim().startsWith('q='));
      return { language: tag.toLowerCase().split('-')[0], quality: quality ? Number(quality.split('=')[1]) : 1 };
    })
    .filter((entry) => !Number.isNaN(entry.quality))
    .sort((left, right) => right.quality - left.quality);
  const match = ranked.find((entry) => (apiLocales as readonly string[]).includes(entry.language ?? ''));
  return (match?.language as ApiLocale | undefined) ?? 'nl';
}
