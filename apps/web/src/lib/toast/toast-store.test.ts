import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast, toastDefaultDuration, useToasts } from './toast-store.ts';

function current() {
  const { result } = renderHook(() => useToasts());
  return result;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  toast.clear();
  vi.useRealTimers();
});

describe('toast store', () => {
  it('adds a toast with the spec defaults', () => {
    vi.setSystemTime(new Date('2025-01-01T12:00:00Z'));
    const toasts = current();
    let id = '';
    act(() => {
      id = toast.add({ title: 'Opgeslagen' });
    });
    expect(toasts.current).toEqual([
      {
        id,
        title: 'Opgeslagen',
        message: undefined,
        color: 'primary',
        icon: undefined,
        closable: true,
        duration: toastDefaultDuration,
        progress: 0,
        createdAt: Date.parse('2025-01-01T12:00:00Z'),
      },
    ]);
  });

  it('grows progress on a 16 ms tick and removes the toast when the duration ends', () => {
    const toasts = current();
    act(() => {
      toast.add({ title: 'Bijna weg', duration: 1000, color: 'success' });
    });
    act(() => {
      vi.advanceTimersByTime(16);
    });
    expect(toasts.current[0]?.progress).toBeCloseTo(0.016, 3);
    act(() => {
      vi.advanceTimersByTime(484);
    });
    expect(toasts.current[0]?.progress).toBeCloseTo(0.5, 2);
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(toasts.current).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(16);
    });
    expect(toasts.current).toHaveLength(0);
  });

  it('pauses and resumes with the remaining time', () => {
    const toasts = current();
    let id = '';
    act(() => {
      id = toast.add({ title: 'Pauze', duration: 1000 });
    });
    act(() => {
      vi.advanceTimersByTime(400);
    });
    act(() => {
      toast.pause(id);
    });
    const held = toasts.current[0]?.progress ?? 0;
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(toasts.current[0]?.progress).toBe(held);
    act(() => {
      toast.resume(id);
    });
    act(() => {
      vi.advanceTimersByTime(580);
    });
    expect(toasts.current).toHaveLength(1);
    expect(toasts.current[0]?.progress).toBeCloseTo(0.98, 2);
    act(() => {
      vi.advanceTimersByTime(40);
    });
    expect(toasts.current).toHaveLength(0);
  });

  it('ignores repeated pauses and resumes', () => {
    const toasts = current();
    let id = '';
    act(() => {
      id = toast.add({ title: 'Dubbel', duration: 1000 });
    });
    act(() => {
      toast.pause(id);
      toast.pause(id);
      toast.resume(id);
      toast.resume(id);
    });
    act(() => {
      vi.advanceTimersByTime(1016);
    });
    expect(toasts.current).toHaveLength(0);
  });

  it.each([0, -1])('keeps a toast with duration %i until it is removed', (duration) => {
    const toasts = current();
    let id = '';
    act(() => {
      id = toast.add({ title: 'Blijft', duration, closable: false });
    });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(toasts.current).toHaveLength(1);
    expect(toasts.current[0]).toMatchObject({ progress: 0, closable: false });
    act(() => {
      toast.remove(id);
    });
    expect(toasts.current).toHaveLength(0);
  });

  it('removes one toast by id and clears them all', () => {
    const toasts = current();
    let first = '';
    act(() => {
      first = toast.add({ title: 'Een', color: 'info' });
      toast.add({ title: 'Twee', color: 'danger', message: 'Mislukt' });
      toast.add({ title: 'Drie', duration: 0 });
    });
    expect(toasts.current.map((item) => item.title)).toEqual(['Een', 'Twee', 'Drie']);
    act(() => {
      toast.remove(first);
    });
    expect(toasts.current.map((item) => item.title)).toEqual(['Twee', 'Drie']);
    act(() => {
      toast.clear();
    });
    expect(toasts.current).toEqual([]);
    // Cleared timers must not fire on toasts that are gone.
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(toasts.current).toEqual([]);
  });

  it('gives every toast its own id', () => {
    const ids = new Set([toast.add({ title: 'a' }), toast.add({ title: 'b' }), toast.add({ title: 'c' })]);
    expect(ids.size).toBe(3);
  });
});
