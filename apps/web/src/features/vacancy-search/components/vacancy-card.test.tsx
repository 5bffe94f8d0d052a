import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPicture } from '../../../test/factories/pictures.ts';
import { buildVacancySearchResult } from '../../../test/factories/vacancy-search.ts';
import { renderWithRouter } from '../../../test/render-with-router.tsx';
import { VacancyCard } from './vacancy-card.tsx';

describe('a vacancy card in the search results', () => {
  it('shows the picture above the title, decorative (the title names the vacancy), lazily and by width', async () => {
    const picture = buildPicture({
      url: '/uploads/0b6c5d3e-1111-4c2a-9d7e-2f1a3b4c5d6e.png',
      width: 1000,
      height: 500,
      variants: [{ url: '/uploads/0b6c5d3e-1111-4c2a-9d7e-2f1a3b4c5d6e.w480.webp', width: 480 }],
      alt: { nl: 'Boodschappen doen', en: 'Boodschappen doen' },
      source: 'vacancy',
    });
    const vacancy = buildVacancySearchResult({ id: '9', attributes: { title: 'Boodschappen doen', picture } });
    const { container } = renderWithRouter(
      [{ path: '*', element: <VacancyCard vacancy={{ type: vacancy.type, id: vacancy.id, ...vacancy.attributes }} /> }],
      '/',
    );
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('link', { name: 'Boodschappen doen' })).toHaveAttribute('href', '/vacancies/9');
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '1000');
    expect(container.querySelector('picture > source')).toHaveAttribute(
      'sizes',
      '(min-width: 1024px) 25rem, (min-width: 768px) calc(100vw - 20rem), 100vw',
    );
    // The picture comes before the title, in a frame of fixed shape.
    expect(image?.closest('span')).toHaveClass('aspect-[3/1]');
    expect(card.firstElementChild).toBe(image?.closest('span'));
  });
});
