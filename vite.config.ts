import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

// react-router's package exports name only its development build (dev warnings and all); the
// production build ships beside it. Use it for production bundles (saves ~0.5 KB gzip on the landing).
const reactRouterProduction = fileURLToPath(
  new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url),
);

export default defineConfig(({ mode }) => ({
  root: "web",
  resolve: {
    alias: mode === "production" ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  publicDir: "public",
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "../dist/web",
    emptyOutDir: true,
    // No inline scripts (CSP): the module preload polyfill would be inlined.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: { "/api": { target: "http://localhost:3000", changeOrigin: false } },
  },
}));
