import { clampChroma, formatHex, wcagContrast } from 'culori';
import { defaultPictureUrls, generalDefaultPicture } from './default-pictures.ts';
import type { ChosenPicture } from './pictures.service.ts';

/** Words that say what kind of body it is, not which: 'Stichting Buurtkracht' is 'B'. */
const kindWords = new Set([
  'stichting',
  'vereniging',
  'coöperatie',
  'cooperatie',
  'de',
  'het',
  "'t",
  'een',
  'van',
  'voor',
  'en',
  'in',
  'op',
  'aan',
  'the',
  'of',
  'and',
]);

/** The one or two letters of an organisation's monogram: the first letters of its first two telling words. */
export function monogramInitials(name: string): string {
  const words = name
    .split(/[\s\-/&]+/)
    .map((word) => word.replace(/[^\p{L}\p{N}']/gu, ''))
    .filter((word) => word.length > 0);
  const telling = words.filter((word) => !kindWords.has(word.toLowerCase()));
  const chosen = (telling.length > 0 ? telling : words).slice(0, 2);
  return chosen.map((word) => word.replace(/^'/, '').charAt(0).toLocaleUpperCase('nl')).join('') || '?';
}

/** The golden angle: consecutive ids get hues far apart, so neighbours in a list never look alike. */
const goldenAngle = 137.508;

/**
 * The monogram's colour for an id: a hue by the golden angle, at one of three lightnesses, all
 * dark enough for white letters (at least 4.5:1, WCAG AA for text; checked, and darkened when short).
 */
export function monogramColor(seed: number): string {
  const hue = (seed * goldenAngle) % 360;
  let lightness = [0.42, 0.48, 0.36][seed % 3]!;
  for (;;) {
    const color = formatHex(clampChroma({ mode: 'oklch', l: lightness, c: 0.14, h: hue }, 'oklch'));
    if (wcagContrast(color, '#ffffff') >= 4.5 || lightness <= 0.2) return color;
    lightness -= 0.02;
  }
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The picture of an organisation without a logo: its initials in white on a colour of its own
 * (deterministic per organisation), as a small SVG data URL. It stands for the organisation, so it
 * is described by its name (like a logo). Link previews take no SVG: they get the general built-in picture.
 */
export function organizationMonogram(organization: { id: number; name: string }): ChosenPicture {
  const initials = escapeXml(monogramInitials(organization.name));
  const background = monogramColor(organization.id);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" fill="${background}"/>` +
    `<circle cx="80" cy="16" r="30" fill="#ffffff" fill-opacity="0.1"/>` +
    `<text x="48" y="59" font-family="Arial, Helvetica, sans-serif" font-size="${initials.length > 1 ? 36 : 44}" ` +
    `font-weight="700" fill="#ffffff" text-anchor="middle">${initials}</text></svg>`;
  const url = `data:image/svg+xml,${encodeURIComponent(svg)}`;
  return {
    url,
    width: 96,
    height: 96,
    variants: [],
    alt: { nl: organization.name, en: organization.name },
    source: 'organization',
    previewUrl: defaultPictureUrls(generalDefaultPicture).previewUrl,
  };
}
