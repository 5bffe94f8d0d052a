import { parser } from 'keep-a-changelog';
import english from '../../../../../CHANGELOG.md?raw';
import dutch from '../../../../../CHANGELOG.nl.md?raw';

/** The kinds of change of Keep a Changelog, in the order a release lists them. */
export const changeKinds = ['added', 'changed', 'deprecated', 'removed', 'fixed', 'security'] as const;
export type ChangeKind = (typeof changeKinds)[number];

/** One release as the changelog page shows it: its version, its date and its changes by kind. */
export interface ChangelogRelease {
  version: string;
  /** The release date, yyyy-mm-dd. */
  date: string;
  changes: { kind: ChangeKind; entries: string[] }[];
}

/** The releases of a Keep a Changelog file, newest first; only released versions (with a date). */
export function releasesOf(markdown: string): ChangelogRelease[] {
  return parser(markdown)
    .releases.filter((release) => release.version !== undefined && release.date !== undefined)
    .map((release) => ({
      version: release.version!,
      date: release.date!.toISOString().slice(0, 10),
      changes: changeKinds
        .map((kind) => ({ kind, entries: (release.changes.get(kind) ?? []).map((change) => change.title) }))
        .filter((change) => change.entries.length > 0),
    }));
}

const releasesByLanguage = { en: english, nl: dutch } as const;
const parsed = new Map<string, ChangelogRelease[]>();

/** The product's releases in `language` (the repository's CHANGELOG.md and CHANGELOG.nl.md), newest first. */
export function productReleases(language: string): ChangelogRelease[] {
  const key = language.startsWith('en') ? 'en' : 'nl';
  let releases = parsed.get(key);
  if (!releases) {
    releases = releasesOf(releasesByLanguage[key]);
    parsed.set(key, releases);
  }
  return releases;
}
