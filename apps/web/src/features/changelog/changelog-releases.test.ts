import { describe, expect, it } from 'vitest';
import { productReleases, releasesOf } from './changelog-releases.ts';

describe('the changelog', () => {
  it('reads a Keep a Changelog file: releases newest first, changes by kind, nothing unreleased', () => {
    const releases = releasesOf(
      [
        '# Changelog',
        '',
        '## [Unreleased]',
        '### Added',
        '- Not yet.',
        '',
        '## [1.0.0] - 2026-01-02',
        '### Fixed',
        '- A bug.',
        '### Added',
        '- A page.',
        '- A button.',
        '',
        '## [1.1.0] - 2026-02-03',
        '### Security',
        '- A limit.',
      ].join('\n'),
    );
    expect(releases).toEqual([
      { version: '1.1.0', date: '2026-02-03', changes: [{ kind: 'security', entries: ['A limit.'] }] },
      {
        version: '1.0.0',
        date: '2026-01-02',
        changes: [
          { kind: 'added', entries: ['A page.', 'A button.'] },
          { kind: 'fixed', entries: ['A bug.'] },
        ],
      },
    ]);
  });

  it('keeps the Dutch file in step with the English one: the same releases, dates and kinds of change', () => {
    const shape = (language: string) =>
      productReleases(language).map((release) => ({
        version: release.version,
        date: release.date,
        changes: release.changes.map((change) => [change.kind, change.entries.length]),
      }));
    expect(shape('en').length).toBeGreaterThan(0);
    expect(shape('nl')).toEqual(shape('en'));
  });
});
