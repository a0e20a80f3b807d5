import { precacheAndRoute } from "workbox-precaching";

/**
 * The service worker (issue #12: /today works with no signal; docs/decisions/0082). Self-hosted,
 * no CDN. It precaches the built app (scripts, styles, fonts, icons: the list Vite hands it) and
 * keeps the last page the server sent, so the app opens offline. It never touches /api: the
 * athlete's data stays out of its caches (no-store answers stay uncached); the app keeps its own
 * small copy for offline use.
 *
 * index.html is not precached: the server writes its configuration into it (SUPPORT_EMAIL), so a
 * navigation goes to the network first and the answer is kept as the offline shell.
 */

// The service worker global, typed loosely: the project's lib is the DOM's, not the worker's.
interface FetchEventLike extends Event {
  request: Request;
  respondWith(r: Promise<Response>): void;
  waitUntil(p: Promise<unknown>): void;
}
declare const self: {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  addEventListener(type: "fetch" | "install" | "activate", cb: (e: FetchEventLike) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  location: Location;
};

precacheAndRoute(self.__WB_MANIFEST);

const SHELL_CACHE = "gameready-shell-v1";
const SHELL_KEY = "/__app-shell";

// The shell is fetched at install too, so the app opens offline even before a second visit.
self.addEventListener("install", (e) =>
  e.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      const res = await fetch("/", { headers: { accept: "text/html" }, cache: "no-store" });
      if (res.ok) await cache.put(SHELL_KEY, res);
      await self.skipWaiting();
    })().catch(() => self.skipWaiting()),
  ),
);
self.addEventListener("activate", (e) => e.waitUntil(self.clients.claim()));

self.addEventListener("fetch", (e) => {
  const { request } = e;
  const url = new URL(request.url);
  if (request.mode !== "navigate" || url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;
  e.respondWith(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      try {
        const res = await fetch(request);
        if (res.ok && (res.headers.get("content-type") ?? "").includes("text/html"))
          await cache.put(SHELL_KEY, res.clone());
        return res;
      } catch (err) {
        const shell = await cache.match(SHELL_KEY);
        if (shell) return shell;
        throw err;
      }
    })(),
  );
});
