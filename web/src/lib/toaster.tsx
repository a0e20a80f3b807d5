import { useEffect } from "react";
import { Toaster as Sonner, toast } from "sonner";
import { attachToaster } from "./toast.ts";

/**
 * Toasts open below the fixed bar, never over it (issue #16): the bar is 64 px high below 1024 px
 * and 80 px from there (navbar.tsx, h-16 / lg:h-20), and sonner takes `mobileOffset` below its
 * own 600 px breakpoint. Each offset leaves 12-16 px of air under the bar.
 */
export const TOAST_OFFSET = { top: 96 } as const;
export const TOAST_MOBILE_OFFSET = { top: 76 } as const;

/** sonner's toaster, its own chunk (see toast.ts). Its child subscribes before this effect hands over. */
export default function Toaster() {
  useEffect(() => attachToaster((t) => toast[t.kind](t.message, t.options)), []);
  return (
    <Sonner
      theme="dark"
      richColors
      closeButton
      visibleToasts={3}
      duration={4000}
      position="top-center"
      offset={TOAST_OFFSET}
      mobileOffset={TOAST_MOBILE_OFFSET}
    />
  );
}
