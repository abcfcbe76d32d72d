export type ToastVariant = 'default' | 'success' | 'error' | 'info' | 'warning';

/** A button in the toast (such as Undo): a click runs it and closes the toast. */
export interface ToastAction {
  label: string;
  onClick(): void;
}

export interface ToastOptions {
  action?: ToastAction;
  /** Where on the screen; top right unless given. */
  position?: { vertical: 'top' | 'bottom'; horizontal: 'left' | 'center' | 'right' };
}

export interface Toast extends ToastOptions {
  message: string;
  variant: ToastVariant;
}

type Show = (toast: Toast) => void;

const waiting: Toast[] = [];
let show: Show | undefined;
const requestListeners = new Set<() => void>();

/**
 * Shows a toast (top right, 3 s, at most 5, no duplicates: see components/toaster-host). The toast
 * library loads on the first call or when the browser is idle; a toast asked for before it is ready
 * waits and shows as soon as it is.
 */
export function toast(message: string, variant: ToastVariant = 'info', options: ToastOptions = {}): void {
  if (show) {
    show({ message, variant, ...options });
    return;
  }
  waiting.push({ message, variant, ...options });
  for (const listener of requestListeners) listener();
}

/** Called by the toaster once it can show toasts; the waiting ones show first, in order. */
export function connectToaster(next: Show): () => void {
  show = next;
  for (const queued of waiting.splice(0)) next(queued);
  return () => {
    if (show === next) show = undefined;
  };
}

/** Whether a toast is waiting for the toaster to load. */
export const hasWaitingToasts = () => waiting.length > 0;

/** Calls back when a toast is asked for before the toaster has loaded. */
export function onToastRequested(listener: () => void): () => void {
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}
