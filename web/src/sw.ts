import { precacheAndRoute } from "workbox-precaching";

/**
 * The service worker (issue #12: /today works with no signal; docs/decisions/0082). Self-hosted,
 * no CDN. It precaches the built app (scripts, styles, fonts, icons: the list Vite hands it) and
 * keeps the last page the server sent, so the app opens offline. It never touches /api: the
 * athlete's data stays out of its caches (no-store answers stay uncached); the app keeps its own
 * small copy for offline use.
 *
 * Pages are not precached: the server writes its configuration into them (SUPPORT_EMAIL), so a
 * navigation goes to the network first and the answer is kept under its path. Each page is
 * prerendered for its own path (issue #13), so offline a path gets its own copy; a path never
 * visited gets the bare shell (/index.html, rendered in the browser), never another page's HTML,
 * which React could not hydrate.
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

const SHELL_CACHE = "gameready-shell-v2";
const SHELL_KEY = "/index.html";
// Fetched at install, so the app opens offline even before a second visit: the bare shell and
// the page the installed app starts on (the manifest's start_url).
const INSTALL_PAGES = [SHELL_KEY, "/today"];

self.addEventListener("install", (e) =>
  e.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      for (const page of INSTALL_PAGES) {
        const res = await fetch(page, { headers: { accept: "text/html" }, cache: "no-store" });
        if (res.ok) await cache.put(page, res);
      }
      await self.skipWaiting();
    })().catch(() => self.skipWaiting()),
  ),
);
self.addEventListener("activate", (e) =>
  e.waitUntil(
    (async () => {
      // The single-shell cache of before issue #13 held whichever page was last sent.
      await caches.delete("gameready-shell-v1");
      await self.clients.claim();
    })(),
  ),
);

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
          await cache.put(url.pathname, res.clone());
        return res;
      } catch (err) {
        const shell = (await cache.match(url.pathname)) ?? (await cache.match(SHELL_KEY));
        if (shell) return shell;
        throw err;
      }
    })(),
  );
});
