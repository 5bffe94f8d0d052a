import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LazySimpleMap } from './lazy-simple-map.tsx';
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

  it('loads lazily behind a spinner', async () => {
    render(<LazySimpleMap markers={markers} tileUrl="" label="Steden" />);
    expect(screen.getByRole('status')).toHaveTextContent('Kaart laden…');
    expect(await screen.findByRole('region', { name: 'Steden' })).toBeInTheDocument();
  });
});
