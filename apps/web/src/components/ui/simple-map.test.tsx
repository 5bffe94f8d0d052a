import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SimpleMap } from './simple-map.tsx';

const markers = [
  { id: 'utrecht', latitude: 52.0907, longitude: 5.1214, label: 'Utrecht' },
  { id: 'amsterdam', latitude: 52.3676, longitude: 4.9041, label: 'Amsterdam' },
];

afterEach(() => {
  vi.restoreAllMocks();
});

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

  it('gathers pins at one address into a cluster named by its count; Enter opens its card, Escape gives the focus back', async () => {
    const together = [
      { id: 'a', latitude: 52.0907, longitude: 5.1214, label: 'Buurthuis' },
      { id: 'b', latitude: 52.0907, longitude: 5.1214, label: 'Bibliotheek' },
      { id: 'c', latitude: 52.3676, longitude: 4.9041, label: 'Amsterdam' },
    ];
    render(
      <SimpleMap
        markers={together}
        center={[52.0907, 5.1214]}
        zoom={12}
        tileUrl=""
        renderPreview={(ids) => <p>Gekozen: {ids.join(' en ')}</p>}
      />,
    );
    const cluster = screen.getByRole('button', { name: '2 locaties op deze plek' });
    expect(cluster).toHaveTextContent('2');
    expect(screen.getByRole('button', { name: 'Amsterdam' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buurthuis' })).toBeNull();

    cluster.focus();
    await userEvent.keyboard('{Enter}');
    const preview = await screen.findByRole('region', { name: 'Op deze plek' });
    expect(preview).toHaveTextContent('Gekozen: a en b');
    expect(preview).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Op deze plek' })).toBeNull();
    expect(cluster).toHaveFocus();

    // A single pin opens its own card; the close button closes it.
    await userEvent.click(screen.getByRole('button', { name: 'Amsterdam' }));
    expect(await screen.findByText('Gekozen: c')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByText('Gekozen: c')).toBeNull();
  });

  it('says so when the tiles cannot load, hides them and keeps the pins', async () => {
    // jsdom lays nothing out: give the map a size, so Leaflet asks for tiles.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    const { container } = render(
      <SimpleMap markers={markers} center={[52.0907, 5.1214]} tileUrl="https://tiles.example.org/{z}/{x}/{y}.png" />,
    );
    const tiles = container.querySelectorAll('img.leaflet-tile');
    expect(tiles.length).toBeGreaterThan(0);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => {
      tiles.forEach((tile) => fireEvent.error(tile));
    });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'De kaart kan niet worden geladen, maar de locaties staan er wel op.',
      ),
    );
    expect(container.querySelectorAll('.leaflet-marker-icon')).toHaveLength(2);
  });
});
