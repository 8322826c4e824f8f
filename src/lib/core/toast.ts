// Toasts (spec §3 Other "Toast", §4, §9): a short message of type success, error or info that
// leaves by itself after 1500 ms (short) or 3000 ms (long), and whose dismiss handler runs
// 300 ms after it starts to leave (the exit transition's length). Any code may raise one
// (`showToast`); the shell renders the list once. The timers live here, outside React, so the
// timing is the same whoever shows the toast and is tested with fake timers.
import { useHydrated } from './hydration.ts';
import { atom, store, useAtomValue } from './store.ts';

export type ToastDuration = 'short' | 'long';
export type ToastType = 'success' | 'error' | 'info';

export const TOAST_DURATION_MS: Readonly<Record<ToastDuration, number>> = { short: 1500, long: 3000 };
/** Between a toast starting to leave and its dismiss handler (spec §9 "close delay 300 ms"). */
export const TOAST_CLOSE_DELAY_MS = 300;

export type ToastInput = {
  /** A label key or text (a server's message). */
  message: string;
  duration?: ToastDuration;
  type?: ToastType;
  /** Whether the viewer may close it before its time (a close button). */
  dismissable?: boolean;
  onDismiss?: () => void;
  /**
   * A button beside the message (a label key or text, and what it does). A toast with an action
   * stays until it is used or dismissed: one that left by itself could leave before the viewer
   * reached it.
   */
  action?: ToastAction;
};

export type ToastAction = { label: string; run: () => void };

export type Toast = {
  id: number;
  message: string;
  duration: ToastDuration;
  type: ToastType;
  dismissable: boolean;
  /** False once it starts to leave; it is removed TOAST_CLOSE_DELAY_MS later. */
  open: boolean;
  action?: ToastAction;
};

export const toastsAtom = atom<readonly Toast[]>([]);

type Timers = { leave: ReturnType<typeof setTimeout> | null; remove: ReturnType<typeof setTimeout> | null; onDismiss?: () => void };
const timers = new Map<number, Timers>();
let nextId = 1;

function setOpen(id: number, open: boolean): void {
  store.set(toastsAtom, (list) => list.map((t) => (t.id === id ? { ...t, open } : t)));
}

/** Starts a toast leaving: closed now, removed and its handler called 300 ms later. Idempotent. */
export function dismissToast(id: number): void {
  const entry = timers.get(id);
  if (!entry || entry.remove !== null) return;
  if (entry.leave !== null) clearTimeout(entry.leave);
  entry.leave = null;
  setOpen(id, false);
  entry.remove = setTimeout(() => {
    timers.delete(id);
    store.set(toastsAtom, (list) => list.filter((t) => t.id !== id));
    entry.onDismiss?.();
  }, TOAST_CLOSE_DELAY_MS);
}

/** Shows a toast; returns its id (for an early dismissToast). */
export function showToast(input: ToastInput): number {
  const id = nextId++;
  const toast: Toast = {
    id,
    message: input.message,
    duration: input.duration ?? 'short',
    type: input.type ?? 'info',
    dismissable: input.dismissable ?? true,
    open: true,
    action: input.action,
  };
  const entry: Timers = { leave: null, remove: null, onDismiss: input.onDismiss };
  timers.set(id, entry);
  store.set(toastsAtom, (list) => [...list, toast]);
  if (!toast.action) entry.leave = setTimeout(() => dismissToast(id), TOAST_DURATION_MS[toast.duration]);
  return id;
}

/** Removes every toast at once without calling handlers (a test's clean slate, a realm switch). */
export function clearToasts(): void {
  for (const entry of timers.values()) {
    if (entry.leave !== null) clearTimeout(entry.leave);
    if (entry.remove !== null) clearTimeout(entry.remove);
  }
  timers.clear();
  store.set(toastsAtom, []);
}

const NO_TOASTS: readonly Toast[] = [];

/**
 * The toasts to render. None while a server-rendered page hydrates (the server never has any):
 * one raised before then (the update notice of a worker already waiting, shown as the worker
 * registers) would otherwise make the first client render differ from the HTML. It shows once
 * hydrated.
 */
export function useToasts(): readonly Toast[] {
  const toasts = useAtomValue(toastsAtom);
  return useHydrated() ? toasts : NO_TOASTS;
}
