import "./styles.css";

/**
 * The page's first script (issue #13, docs/decisions/0115). A prerendered page is drawn from its
 * HTML, styles and fonts alone; the app's scripts (about 110 KB) are only fetched once that text
 * is on screen, so on a slow phone link they do not share the bandwidth the styles and fonts need
 * (the page's LCP then matches its script-free copy's). The build lists the page's own chunks in
 * a meta tag (scripts/prerender.ts); they are preloaded together with the app, so hydration still
 * waits on no chain of imports. A bare shell has nothing to draw: the app starts at once.
 */
const PAGE_MODULES_META = "gameready:page-modules";

function preloadPageModules() {
  const list = document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_MODULES_META}"]`)?.content ?? "";
  for (const href of list.split(" ").filter(Boolean)) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
}

/** Resolves after the first contentful paint (or at once in a tab that does not paint). */
function contentPainted(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState !== "visible" || performance.getEntriesByName("first-contentful-paint").length) {
      resolve();
      return;
    }
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: "paint", buffered: true });
    // A browser that never reports paints (or a hidden start) must still get its app.
    setTimeout(resolve, 3000);
    document.addEventListener("visibilitychange", () => resolve(), { once: true });
  });
}

function start() {
  preloadPageModules();
  void import("./main.tsx");
}

const root = document.getElementById("root");
if (root?.hasChildNodes()) {
  // The fonts the first screen uses are preloaded by index.html: let them and the paint finish.
  Promise.all([contentPainted(), document.fonts?.ready]).then(start, start);
} else {
  start();
}
