import { StrictMode } from "react";
import { AppRoot } from "./app-root.tsx";
import { BrowserNav } from "./nav-router.tsx";

export { preloadRoute } from "./routes.tsx";

/**
 * The whole app with the route table: every page but the landing starts with it, and the landing
 * loads it on its first navigation to another page (main.tsx, decisions 0114 and 0120).
 */
export const routerApp = (
  <StrictMode>
    <BrowserNav>
      <AppRoot />
    </BrowserNav>
  </StrictMode>
);
