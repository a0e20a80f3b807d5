import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppRoutes } from "./app/routes.tsx";
import { SelectedSportProvider } from "./lib/selected-sport.tsx";
import "./styles.css";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <BrowserRouter>
      <SelectedSportProvider>
        <AppRoutes />
      </SelectedSportProvider>
    </BrowserRouter>
  </StrictMode>,
);
