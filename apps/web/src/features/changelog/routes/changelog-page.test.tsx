import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, stubApi } from '../../../test/app-test-utils.tsx';
import { productReleases } from '../changelog-releases.ts';

afterEach(async () => {
  await i18next.changeLanguage('nl');
});

describe('/volunteerly/changelog', () => {
  it('lists every release newest first with its date and its changes by kind, in Dutch', async () => {
    stubApi({});
    renderApp('/volunteerly/changelog');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wat is er nieuw in Volunteerly' }),
    ).toBeInTheDocument();
    const releases = productReleases('nl');
    const page = screen.getByRole('article');
    const versions = within(page)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(versions).toEqual(releases.map((release) => `Versie ${release.version}`));
    const newest = screen.getByRole('region', { name: `Versie ${releases[0]!.version}` });
    expect(within(newest).getByRole('heading', { level: 3, name: 'Nieuw' })).toBeInTheDocument();
    expect(within(newest).getAllByRole('listitem')[0]).toHaveTextContent(releases[0]!.changes[0]!.entries[0]!);
    expect(newest.querySelector('time')).toHaveAttribute('datetime', releases[0]!.date);
  });

  it('reads the English file to a reader in English', async () => {
    await i18next.changeLanguage('en');
    stubApi({});
    renderApp('/volunteerly/changelog');
    expect(await screen.findByRole('heading', { level: 1, name: "What's new in Volunteerly" })).toBeInTheDocument();
    const newest = productReleases('en')[0]!;
    const region = screen.getByRole('region', { name: `Version ${newest.version}` });
    expect(within(region).getByText(newest.changes[0]!.entries[0]!)).toBeInTheDocument();
  });
});
