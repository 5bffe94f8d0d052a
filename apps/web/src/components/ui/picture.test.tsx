import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { buildPicture } from '../../test/factories/pictures.ts';
import { Picture } from './picture.tsx';

const uploaded = buildPicture({
  url: '/uploads/0b6c5d3e-1111-4c2a-9d7e-2f1a3b4c5d6e.jpg',
  width: 2000,
  height: 1000,
  variants: [
    { url: '/uploads/0b6c5d3e-1111-4c2a-9d7e-2f1a3b4c5d6e.w480.webp', width: 480 },
    { url: '/uploads/0b6c5d3e-1111-4c2a-9d7e-2f1a3b4c5d6e.w960.webp', width: 960 },
  ],
  alt: { nl: 'Marktkraam bemensen', en: 'Marktkraam bemensen' },
  source: 'vacancy',
});

describe('Picture', () => {
  it('describes the picture in the interface language, in a frame of fixed shape, with its size', async () => {
    const { unmount } = render(<Picture picture={buildPicture()} className="aspect-[2/1] w-full" sizes="100vw" />);
    const image = screen.getByRole('img', {
      name: 'Illustratie: twee handen die elkaar schudden, met een hartje en sterretjes',
    });
    expect(image).toHaveAttribute('src', '/api/default_pictures/samen.svg');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '600');
    expect(image.parentElement).toHaveClass('aspect-[2/1]', 'w-full', 'bg-primary-100');
    unmount();

    await i18next.changeLanguage('en');
    render(<Picture picture={buildPicture()} className="size-14" sizes="3.5rem" />);
    expect(
      screen.getByRole('img', { name: 'Illustration: two hands shaking, with a heart and sparkles' }),
    ).toBeInTheDocument();
  });

  it('offers the WebP copies by width, with the sizes the layout needs, and the original as the fallback', () => {
    const { container } = render(
      <Picture picture={uploaded} className="aspect-[2/1] w-full" sizes="(min-width: 1024px) 25rem, 100vw" />,
    );
    const source = container.querySelector('picture > source');
    expect(source).toHaveAttribute('type', 'image/webp');
    expect(source).toHaveAttribute(
      'srcset',
      '/uploads/0b6c5d3e-1111-4c2a-9d7e-2f1a3b4c5d6e.w480.webp 480w, /uploads/0b6c5d3e-1111-4c2a-9d7e-2f1a3b4c5d6e.w960.webp 960w',
    );
    expect(source).toHaveAttribute('sizes', '(min-width: 1024px) 25rem, 100vw');
    const image = screen.getByRole('img', { name: 'Marktkraam bemensen' });
    expect(image).toHaveAttribute('src', uploaded.url);
    expect(image).toHaveClass('object-cover');
  });

  it('offers no copies for an SVG or a web address', () => {
    const { container } = render(<Picture picture={buildPicture()} className="size-14" sizes="3.5rem" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')).not.toHaveAttribute('srcset');
  });

  it('leaves the size out when it is unknown: the frame alone keeps the place', () => {
    const { container } = render(
      <Picture
        picture={buildPicture({ url: 'https://foto.example/tuin.jpg', width: null, height: null, source: 'vacancy' })}
        className="aspect-[2/1] w-full"
        sizes="100vw"
      />,
    );
    const image = container.querySelector('img');
    expect(image).not.toHaveAttribute('width');
    expect(image).not.toHaveAttribute('height');
    expect(image?.parentElement).toHaveClass('aspect-[2/1]');
  });

  it('loads lazily and decodes off the main thread unless it is the first in view', () => {
    const { container, rerender } = render(<Picture picture={uploaded} className="size-14" sizes="3.5rem" />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).not.toHaveAttribute('fetchpriority');

    rerender(<Picture picture={uploaded} className="size-14" sizes="3.5rem" priority />);
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).not.toHaveAttribute('decoding');
  });

  it('is hidden from screen readers (alt="") beside a text that says the same', () => {
    const { container } = render(<Picture picture={uploaded} className="size-14" sizes="3.5rem" decorative />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows a logo whole on white, and a built-in picture on the colour of its turn', () => {
    const { container } = render(
      <>
        <Picture picture={buildPicture({ source: 'organization' })} className="size-14" sizes="3.5rem" />
        <Picture picture={buildPicture()} className="size-14" sizes="3.5rem" tone={1} />
      </>,
    );
    const [logo, illustration] = [...container.querySelectorAll('img')];
    expect(logo).toHaveClass('object-contain');
    expect(logo?.parentElement).toHaveClass('bg-white');
    expect(illustration?.parentElement).toHaveClass('bg-secondary-100');
  });
});
