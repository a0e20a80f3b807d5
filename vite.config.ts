import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { VitePWA } from "vite-plugin-pwa";

const ROUTE_TABLE_HOSTS = /^assets\/(index|nav-router-app)-[\w-]+\.js$/;

export default defineConfig(({ isSsrBuild }) => ({
  root: "web",
  publicDir: isSsrBuild ? false : "public",
  // The prerender build (`vite build --ssr src/entry-server.tsx`, issue #13, docs/decisions/0090):
  // one bundle of the same pages for Node, written beside dist/web and used only by the build.
  plugins: [
    react(),
    tailwindcss(),
    // Installable and offline /today (issue #12, docs/decisions/0082): manifest + a self-hosted
    // service worker (web/src/sw.ts), registered by the training pages in production builds only.
    !isSsrBuild &&
      VitePWA({
        strategies: "injectManifest",
        srcDir: "src",
        filename: "sw.ts",
        injectRegister: null,
        manifest: {
          name: "GameReady",
          short_name: "GameReady",
          description: "Your cricket training plan: today's session, your log and your bowling workload.",
          start_url: "/today",
          scope: "/",
          display: "standalone",
          background_color: "#07060f",
          theme_color: "#07060f",
          icons: [
            { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
            { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
            { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
            { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
          ],
        },
        injectManifest: {
          // The app's files; index.html is the server's (see sw.ts), the big share image is not needed offline.
          globPatterns: ["**/*.{js,css,woff2,svg,png,webmanifest}"],
          globIgnores: ["**/index.html"],
          maximumFileSizeToCacheInBytes: 1024 * 1024,
        },
        devOptions: { enabled: false },
      }),
  ],
  build: {
    outDir: isSsrBuild ? "../dist/ssr" : "../dist/web",
    emptyOutDir: true,
    // Which chunks each page needs, for the prerendered pages' modulepreload links (read and
    // removed by scripts/prerender.ts).
    manifest: !isSsrBuild,
    // No inline scripts (CSP): the module preload polyfill would be inlined.
    // The entry names no chunk lists for its lazy imports (the route table's pages, the menus):
    // that map cost every route 1.5 KB gzip (decision 0113). A first load still fetches a page's
    // chunks at once (the prerendered HTML's modulepreload links); a later navigation fetches the
    // page's chunk, then its imports (most of which the visitor already has).
    // The entry and the router's chunk (which holds the route table, decision 0114) import every
    // page lazily: they name no chunk lists for them (decision 0113).
    modulePreload: {
      polyfill: false,
      // A page's own CSS (none today) would still load with it.
      resolveDependencies: (_file, deps, { hostId }) =>
        ROUTE_TABLE_HOSTS.test(hostId) ? deps.filter((d) => d.endsWith(".css")) : deps,
    },
    assetsInlineLimit: 0,
    sourcemap: false,
    rollupOptions: {
      output: {
        // Everything the entry needs statically stays in one chunk (issue #13, decision 0091):
        // left alone, Rolldown moves React into a chunk of its own once a lazy part shares it,
        // which costs the landing a request and 0.6 KB gzip.
        // TanStack Query (client, queries, mutations) and the API client are one chunk: every API
        // page loads all of it at once, and four small chunks cost more gzip than one.
        codeSplitting: {
          groups: [
            { name: "index", tags: ["$initial"] },
            // The app's start (main.tsx) with everything it imports statically (a group takes its
            // modules' dependencies): React DOM, the layout, nav.tsx. Since boot.ts loads it after
            // the first paint (decision 0115) it is no longer part of the entry; left alone, it
            // would split into small chunks, and the query group below would take React with it.
            { name: "main", test: /web[\\/]src[\\/]main\.tsx$/ },
            // The API client, the query client and the toast queue join it: only API pages and the
            // account menu (which loads TanStack Query anyway) use them; one chunk, not four (0113).
            {
              name: "query",
              test: /node_modules[\\/]@tanstack[\\/]|web[\\/]src[\\/]lib[\\/](api-client|query-client|toast)\.ts$/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": { target: "http://localhost:3000", changeOrigin: false } },
  },
}));
