import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from "react";
import { DEFAULT_SPORT, SELECTED_SPORT_STORAGE_KEY, SPORTS, type SportSlug } from "#domain/site";

/** The currently selected sport (spec §1): shared across the app and kept across reloads. */
interface SelectedSport {
  sport: SportSlug;
  setSport: (s: SportSlug) => void;
}

const Ctx = createContext<SelectedSport | null>(null);

function readStored(): SportSlug {
  try {
    const v = localStorage.getItem(SELECTED_SPORT_STORAGE_KEY);
    if (v && SPORTS.some((s) => s.slug === v)) return v as SportSlug;
  } catch {
    /* storage blocked: fall back to the default */
  }
  return DEFAULT_SPORT;
}

export function SelectedSportProvider({ children }: { children: ReactNode }) {
  // The stored choice is read after the first render: the prerendered page knows no visitor's
  // storage, and hydration must render what it rendered (issue #13).
  const [sport, set] = useState<SportSlug>(DEFAULT_SPORT);
  useEffect(() => set(readStored()), []);
  const setSport = useCallback((s: SportSlug) => {
    set(s);
    try {
      localStorage.setItem(SELECTED_SPORT_STORAGE_KEY, s);
    } catch {
      /* storage blocked: the choice lasts for this visit */
    }
  }, []);
  return <Ctx.Provider value={{ sport, setSport }}>{children}</Ctx.Provider>;
}

export function useSelectedSport(): SelectedSport {
  const v = useContext(Ctx);
  if (!v) throw new Error("useSelectedSport outside SelectedSportProvider");
  return v;
}
