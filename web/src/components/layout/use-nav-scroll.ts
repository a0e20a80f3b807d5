import { useEffect, useState } from "react";
import { NAV_HIDE_THRESHOLD_PX, NAV_STYLED_THRESHOLD_PX } from "#domain/site";

export interface NavScrollState {
  /** Scrolling down past 100 px hides the bar; any scroll up brings it back (spec §1). */
  hidden: boolean;
  /** Past 20 px the bar gets its solid, blurred background (spec §1). */
  styled: boolean;
}

export function useNavScroll(): NavScrollState {
  const [state, setState] = useState<NavScrollState>({ hidden: false, styled: false });
  useEffect(() => {
    let lastY = window.scrollY;
    const update = () => {
      const y = window.scrollY;
      const direction = Math.sign(y - lastY);
      lastY = y;
      setState((prev) => {
        const styled = y > NAV_STYLED_THRESHOLD_PX;
        const hidden = y <= NAV_HIDE_THRESHOLD_PX ? false : direction > 0 ? true : direction < 0 ? false : prev.hidden;
        return prev.hidden === hidden && prev.styled === styled ? prev : { hidden, styled };
      });
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return state;
}
