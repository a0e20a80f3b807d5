import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppRoot } from "./app/app-root.tsx";
import { preloadRoute } from "./app/routes.tsx";
import "./styles.css";

const container = document.getElementById("root")!;
const app = (
  <StrictMode>
    <BrowserRouter>
      <AppRoot />
    </BrowserRouter>
  </StrictMode>
);

// A prerendered page (scripts/prerender.ts) is hydrated once its page chunk is in, so React
// adopts the HTML instead of replacing it. The build rendered each page without a query string,
// so a page opened with one (/auth?type=recovery, /verify-email?token=) may render differently:
// its HTML stays on screen until the chunk is in, then React renders it afresh. The bare shell
// (paths the build did not render, offline fallbacks) is rendered from scratch. docs/decisions/0090.
function start() {
  if (container.hasChildNodes() && !window.location.search) hydrateRoot(container, app);
  else createRoot(container).render(app);
}
if (container.hasChildNodes()) {
  // A chunk that fails to load: starting anyway lets the router's error page show.
  preloadRoute(window.location.pathname).then(start, start);
} else {
  start();
}
