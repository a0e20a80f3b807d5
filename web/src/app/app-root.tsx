import { SelectedSportProvider } from "../lib/selected-sport.tsx";
import { RouterNav } from "./nav-router.tsx";
import { AppRoutes } from "./routes.tsx";

/** Everything inside the router: the browser (router-app.tsx) and the build (entry-server.tsx) render this. */
export function AppRoot() {
  return (
    <RouterNav>
      <SelectedSportProvider>
        <AppRoutes />
      </SelectedSportProvider>
    </RouterNav>
  );
}
