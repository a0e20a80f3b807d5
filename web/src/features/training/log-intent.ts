import type { FocusEvent, PointerEvent } from "react";
import { logSchemas } from "./log-schemas.ts";
import { todayForms } from "./today-forms-loader.ts";

/** The log's forms and its checks (zod), fetched once; a failure is retried at the next intent. */
export function prepareLog(): void {
  logSchemas().catch(() => {});
  todayForms().catch(() => {});
}

const CONTROL = "button, input, label, select, textarea, a";

/**
 * Handlers for the element around /today's session: the code for logging (forms, rest timer,
 * schema checks) is fetched when the athlete reaches for a control of the page (a pointer going
 * down anywhere in it, focus by keyboard, a mouse over a control), not with the first load
 * (issue #13, decision 0118). Everything the athlete reads is in the first load; a form opened
 * before its code is in shows as soon as it is (today-forms-loader.ts).
 */
export const logIntent = {
  onPointerDownCapture: prepareLog,
  onFocusCapture: (_e: FocusEvent) => prepareLog(),
  onPointerOverCapture: (e: PointerEvent) => {
    if (e.target instanceof Element && e.target.closest(CONTROL)) prepareLog();
  },
};
