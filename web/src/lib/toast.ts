import { useSyncExternalStore } from "react";
import type { ExternalToast } from "sonner";

/**
 * Toasts without sonner on the first load (issue #13, decision 0091): the toaster's code (9 KB
 * gzip) loads with the first toast a page raises, which then shows as soon as it has mounted.
 * Same calls as sonner's `toast.success` / `toast.error`.
 */
export interface ToastRequest {
  kind: "success" | "error";
  message: string;
  options?: ExternalToast;
}

let show: ((t: ToastRequest) => void) | null = null;
const queue: ToastRequest[] = [];
/** Toasts raised while no toaster was attached: each asks the providers to (re)try loading it. */
let requests = 0;
const listeners = new Set<() => void>();

function raise(t: ToastRequest) {
  if (show) return show(t);
  queue.push(t);
  requests += 1;
  for (const l of listeners) l();
}

export const toast = {
  success: (message: string, options?: ExternalToast) => raise({ kind: "success", message, options }),
  error: (message: string, options?: ExternalToast) => raise({ kind: "error", message, options }),
};

/** 0 until a toast is raised; the providers then load the toaster (again after a failed load). */
export function useToasterRequests(): number {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => requests,
    () => 0,
  );
}

/** The toaster's code could not be fetched (offline before the service worker kept it): the page goes on, its waiting toasts are dropped rather than shown late. */
export function toasterUnavailable(err: unknown) {
  queue.length = 0;
  console.error("Could not load the toaster.", err);
}

/** The mounted toaster hands over its `show`; queued toasts go out at once. Returns the undo for unmount. */
export function attachToaster(next: (t: ToastRequest) => void): () => void {
  show = next;
  for (const t of queue.splice(0)) next(t);
  return () => {
    if (show === next) show = null;
  };
}
