import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { colorModeStorageKey } from '../../lib/theme/color-mode.ts';
import { ColorModeToggle } from './color-mode-toggle.tsx';

afterEach(() => window.localStorage.clear());

describe('ColorModeToggle', () => {
  it('offers system, light and dark as toggle buttons and stores the choice', async () => {
    const user = userEvent.setup();
    render(<ColorModeToggle />);
    const group = screen.getByRole('group', { name: 'Kleurmodus' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Systeeminstelling volgen' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Donker' }));
    expect(screen.getByRole('button', { name: 'Donker' })).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem(colorModeStorageKey)).toBe('dark');
    expect(document.documentElement.dataset.colorMode).toBe('dark');
  });
});
