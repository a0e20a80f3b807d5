/**
 * One task to run once the next navigation has rendered (the bar's pathname effect calls it).
 * Sign-out needs it: the page being left may still be on screen while the landing's chunk
 * loads (React Router renders navigations in a transition), and a session forgotten meanwhile
 * would send that page's own guard to /auth instead of home. Kept tiny: the bar imports it.
 */
let pending: (() => void) | null = null;

export function afterNextNavigation(task: () => void) {
  pending = task;
}

export function runAfterNavigation() {
  const task = pending;
  pending = null;
  task?.();
}
