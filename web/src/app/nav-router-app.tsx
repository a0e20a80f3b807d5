import { StrictMode } from "react";
import { BrowserRouter } from "react-router";
import { AppRoot } from "./app-root.tsx";

export { preloadRoute } from "./routes.tsx";

/**
 * The whole app under React Router: every page but the landing starts with it, and the landing
 * loads it on its first navigation to another page (main.tsx, decision 0114).
 */
export const routerApp = (
  <StrictMode>
    <BrowserRouter>
      <AppRoot />
    </BrowserRouter>
  </StrictMode>
);
