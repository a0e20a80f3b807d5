import { SelectedSportProvider } from "../lib/selected-sport.tsx";
import { AppRoutes } from "./routes.tsx";

/**
 * Everything under the navigation: the browser (nav-router-app.tsx, inside BrowserNav) and the
 * build (entry-server.tsx, inside StaticNav) render this.
 */
export function AppRoot() {
  return (
    <SelectedSportProvider>
      <AppRoutes />
    </SelectedSportProvider>
  );
}
