import type { SportSlug } from "#domain/site";

/** Line icons for the six sports, drawn inline (no image requests). */
const PATHS: Record<SportSlug, string> = {
  cricket: "m37 9 6 6-20 20-6-6zM17 29l-7 7a2.8 2.8 0 0 0 4 4l7-7M38 31a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm-3.5 1.5 7 7",
  badminton:
    "M15 32a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm3.5 1.5L34 10m-15.5 23.5L40 16m-21.5 17.5L38 12.5M34 10c2 0 5 1.5 6 6m-15 7 7 3",
  running: "M30 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM19 21l7-4 6 5 6 3m-12-8-3 11 7 6-2 10m-5-16-5 6-7-1",
  football:
    "M24 9a15 15 0 1 0 0 30 15 15 0 0 0 0-30zm0 8 6.5 4.7-2.5 7.6h-8l-2.5-7.6zm0 0V9m6.5 12.7 7.5-2.5M28 29.3l4.5 6.5m-12.5-6.5-4.5 6.5m2-14.1L10 19.2",
  javelin: "M8 40 40 8m0 0-2 8m2-8-8 2M17 31l4 4m-1-7 4 4",
  basketball:
    "M24 9a15 15 0 1 0 0 30 15 15 0 0 0 0-30zM9 24h30M24 9v30M13.5 13.5c4 3 6 6.5 6 10.5s-2 7.5-6 10.5m21-21c-4 3-6 6.5-6 10.5s2 7.5 6 10.5",
};

export function SportIcon({ sport, className }: { sport: SportSlug; className: string }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className={`icon ${className}`} strokeWidth="2.4">
      <path d={PATHS[sport]} />
    </svg>
  );
}
