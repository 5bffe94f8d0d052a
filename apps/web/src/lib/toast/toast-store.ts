import { useSyncExternalStore } from 'react';

/** Toast colours (spec §3). */
export const toastColors = ['primary', 'success', 'danger', 'warning', 'info', 'muted'] as const;
export type ToastColor = (typeof toastColors)[number];

/** Spec §9: a toast lasts 5000 ms unless told otherwise; progress ticks every 16 ms. */
export const toastDefaultDuration = 5000;
export const toastTickMs = 16;

/** A toast as spec §3 describes it; progress runs from 0 to 1 over the duration. */
export interface Toast {
  id: string;
  title: string;
  message?: string;
  color: ToastColor;
  icon?: string;
  closable: boolean;
  duration: number;
  progress: number;
  createdAt: number;
}

/** What a caller passes to `toast.add`; a duration of 0 or less keeps the toast until it is closed. */
export interface ToastInput {
  title: string;
  message?: string;
  color?: ToastColor;
  icon?: string;
  closable?: boolean;
  duration?: number;
}

interface Timer {
  /** Time run before the current stretch (the sum of the stretches before each pause). */
  elapsedBefore: number;
  startedAt: number | null;
  interval: ReturnType<typeof setInterval> | null;
}

let toasts: readonly Toast[] = [];
const timers = new Map<string, Timer>();
const listeners = new Set<() => void>();
let sequence = 0;

function emit(): void {
  for (const listener of listeners) listener();
}

function elapsed(timer: Timer): number {
  return timer.elapsedBefore + (timer.startedAt === null ? 0 : Date.now() - timer.startedAt);
}

function stop(timer: Timer): void {
  if (timer.interval !== null) clearInterval(timer.interval);
  timer.interval = null;
}

// Progress is measured against the clock, not by counting ticks, so a throttled
// background tab still ends the toast on time.
function tick(id: string): void {
  const timer = timers.get(id);
  const current = toasts.find((item) => item.id === id);
  if (!timer || !current) return;
  const progress = Math.min(1, elapsed(timer) / current.duration);
  if (progress >= 1) {
    remove(id);
    return;
  }
  toasts = toasts.map((item) => (item.id === id ? { ...item, progress } : item));
  emit();
}

function start(id: string, timer: Timer): void {
  timer.startedAt = Date.now();
  timer.interval = setInterval(() => tick(id), toastTickMs);
}

/** Shows a toast and returns its id. */
function add(input: ToastInput): string {
  sequence += 1;
  const id = `toast-${sequence}`;
  const duration = input.duration ?? toastDefaultDuration;
  const item: Toast = {
    id,
    title: input.title,
    message: input.message,
    color: input.color ?? 'primary',
    icon: input.icon,
    closable: input.closable ?? true,
    duration,
    progress: 0,
    createdAt: Date.now(),
  };
  toasts = [...toasts, item];
  if (duration > 0) {
    const timer: Timer = { elapsedBefore: 0, startedAt: null, interval: null };
    timers.set(id, timer);
    start(id, timer);
  }
  emit();
  return id;
}

/** Removes one toast (closing it by hand, or at the end of its duration). */
function remove(id: string): void {
  const timer = timers.get(id);
  if (timer) stop(timer);
  timers.delete(id);
  const next = toasts.filter((item) => item.id !== id);
  if (next.length === toasts.length) return;
  toasts = next;
  emit();
}

/** Removes every toast. */
function clear(): void {
  for (const timer of timers.values()) stop(timer);
  timers.clear();
  if (toasts.length === 0) return;
  toasts = [];
  emit();
}

/** Stops a toast's clock (pointer hover or focus); its progress holds. */
function pause(id: string): void {
  const timer = timers.get(id);
  if (!timer || timer.startedAt === null) return;
  timer.elapsedBefore = elapsed(timer);
  timer.startedAt = null;
  stop(timer);
}

/** Restarts a paused toast's clock for the time it had left. */
function resume(id: string): void {
  const timer = timers.get(id);
  if (!timer || timer.startedAt !== null) return;
  start(id, timer);
}

/** The toast queue: add, remove, clear, and pause/resume for the toaster. */
export const toast = { add, remove, clear, pause, resume };

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getSnapshot(): readonly Toast[] {
  return toasts;
}

/** The current toasts, oldest first; re-renders on every change (including progress ticks). */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
