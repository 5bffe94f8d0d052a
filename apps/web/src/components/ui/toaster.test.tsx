import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast/toast-store.ts';
import { Toaster } from './toaster.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => {
    toast.clear();
  });
  vi.useRealTimers();
});

function progressWidth(): string {
  return (document.querySelector('[data-toast-progress]') as HTMLElement).style.width;
}

describe('Toaster', () => {
  it('shows toasts in a labelled region and announces them politely or assertively by colour', () => {
    render(<Toaster />);
    const region = screen.getByRole('region', { name: 'Meldingen' });
    act(() => {
      toast.add({ title: 'Opgeslagen', message: 'Je profiel is bijgewerkt.', color: 'success' });
      toast.add({ title: 'Mislukt', color: 'danger' });
    });
    expect(within(region).getAllByRole('listitem')).toHaveLength(2);
    expect(within(region).getByRole('status')).toHaveTextContent('Opgeslagen. Je profiel is bijgewerkt.');
    expect(within(region).getByRole('alert')).toHaveTextContent('Mislukt');
  });

  it('closes a closable toast with its button and has no button otherwise', () => {
    render(<Toaster />);
    act(() => {
      toast.add({ title: 'Sluitbaar' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Melding sluiten: Sluitbaar' }));
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    act(() => {
      toast.add({ title: 'Vast', closable: false, duration: 0 });
    });
    expect(screen.queryByRole('button', { name: /Melding sluiten/ })).not.toBeInTheDocument();
  });

  it('clears all toasts', () => {
    render(<Toaster />);
    expect(screen.queryByRole('button', { name: 'Alle meldingen sluiten' })).not.toBeInTheDocument();
    act(() => {
      toast.add({ title: 'Een' });
      toast.add({ title: 'Twee' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Alle meldingen sluiten' }));
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('shows the progress and removes the toast when its time is up', () => {
    render(<Toaster />);
    act(() => {
      toast.add({ title: 'Tijdelijk', duration: 1000 });
    });
    expect(progressWidth()).toBe('100%');
    act(() => {
      vi.advanceTimersByTime(496);
    });
    expect(parseFloat(progressWidth())).toBeCloseTo(50.4, 1);
    act(() => {
      vi.advanceTimersByTime(600);
    });
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('pauses while hovered or focused and resumes with the remaining time', () => {
    render(<Toaster />);
    act(() => {
      toast.add({ title: 'Pauzeer mij', duration: 1000 });
    });
    const item = screen.getByRole('listitem');
    act(() => {
      vi.advanceTimersByTime(400);
    });
    fireEvent.pointerEnter(item);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByRole('listitem')).toHaveTextContent('Pauzeer mij');
    fireEvent.focus(screen.getByRole('button', { name: /Melding sluiten/ }));
    fireEvent.pointerLeave(item);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByRole('listitem')).toHaveTextContent('Pauzeer mij');
    fireEvent.blur(screen.getByRole('button', { name: /Melding sluiten/ }));
    act(() => {
      vi.advanceTimersByTime(560);
    });
    expect(screen.getByRole('listitem')).toHaveTextContent('Pauzeer mij');
    act(() => {
      vi.advanceTimersByTime(64);
    });
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('keeps a toast with duration 0 without a progress bar', () => {
    render(<Toaster />);
    act(() => {
      toast.add({ title: 'Blijft', duration: 0 });
    });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByRole('listitem')).toHaveTextContent('Blijft');
    expect(document.querySelector('[data-toast-progress]')).toBeNull();
  });
});
