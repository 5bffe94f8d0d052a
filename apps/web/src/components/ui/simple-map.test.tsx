import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SimpleMap } from './simple-map.tsx';

const markers = [
  { id: 'utrecht', latitude: 52.0907, longitude: 5.1214, label: 'Utrecht' },
  { id: 'amsterdam', latitude: 52.3676, longitude: 4.9041, label: 'Amsterdam' },
];

describe('SimpleMap', () => {
  it('renders a labelled map with a focusable, named marker per point, even without tiles', () => {
    const { container } = render(<SimpleMap markers={markers} tileUrl="" />);
    expect(screen.getByRole('region', { name: 'Kaart' })).toBeInTheDocument();
    const pins = container.querySelectorAll('.leaflet-marker-icon');
    expect(pins).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Utrecht' })).toHaveAttribute('tabindex', '0');
    expect(container.querySelector('.leaflet-tile-pane img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Inzoomen' })).toBeInTheDocument();
  });

  it('loads when it comes near the screen, behind a spinner while its code arrives', async () => {
    const watched: { callback: IntersectionObserverCallback; element?: Element }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(readonly callback: IntersectionObserverCallback) {}
        observe(element: Element) {
          watched.push({ callback: this.callback, element });
        }
        disconnect() {}
      },
    );
    // Files share a module graph (isolate: false): a fresh copy, so the map's chunk is not loaded yet.
    vi.resetModules();
    const { LazySimpleMap } = await import('./lazy-simple-map.tsx');
    render(<LazySimpleMap markers={markers} tileUrl="" label="Steden" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Off screen: nothing loads, nothing says it is loading.
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Steden' })).toBeNull();

    const [{ callback, element }] = watched as [(typeof watched)[number]];
    act(() => callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], {} as never));
    expect(screen.getByRole('status')).toHaveTextContent('Kaart laden…');
    expect(await screen.findByRole('region', { name: 'Steden' })).toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});
