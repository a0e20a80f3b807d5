/**
 * Registers the service worker (web/src/sw.ts) in production builds, once an athlete opens a
 * training page: visitors to the landing never download the offline copy of the app. Once
 * registered it stays, and the browser checks /sw.js for updates on each navigation.
 */
let asked = false;

export function registerServiceWorker() {
  if (asked || !import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  asked = true;
  navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((err: unknown) => {
    console.warn("Offline use is not available in this browser.", err);
  });
}
