import { SelectedSportProvider } from "../lib/selected-sport.tsx";
import { AppRoutes } from "./routes.tsx";

/** Everything inside the router: the browser (main.tsx) and the build (entry-server.tsx) render this. */
export function AppRoot() {
  return (
    <SelectedSportProvider>
      <AppRoutes />
    </SelectedSportProvider>
  );
}
