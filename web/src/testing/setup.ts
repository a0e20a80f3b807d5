import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// jsdom lays nothing out, so it has no scrolling: the pages' calls to bring a form into view do
// nothing here rather than throw.
Element.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};

// Two cores shared with other work: a lazily loaded part of a page (a form, the rest timer, the
// log's checks) can take more than Testing Library's default second to appear on a cold start.
configure({ asyncUtilTimeout: 5_000 });

// Every web test starts from an empty page and empty storage, on the real clock, with the real
// fetch: what one test left behind must never decide another's result. Testing Library unmounts
// by itself only when Vitest's globals are on, and they are not here.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
