/** Line icons used by the site pages (inline SVG: nothing extra to download). */
const PATHS = {
  clipboard:
    "M9 4h6m-6 0a2 2 0 0 0-2 2v0H6a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2h-1v0a2 2 0 0 0-2-2M9 12l2 2 4-4",
  book: "M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zm0 0v16M8 7h7",
  arrow: "M5 12h14m-6-6 6 6-6 6",
  back: "M19 12H5m6-6-6 6 6 6",
  footprints:
    "M8 3c1.7 0 3 1.8 3 4.5S9.7 13 8 13s-3-2.8-3-5.5S6.3 3 8 3zm-2 13h4v2a2 2 0 0 1-4 0zM16 7c1.7 0 3 1.8 3 4.5S17.7 17 16 17s-3-2.8-3-5.5S14.3 7 16 7zm-2 13h4",
  bolt: "M13 2 4 14h7l-1 8 9-12h-7z",
  gauge: "M12 14l4-4M3.5 18a9 9 0 1 1 17 0",
  heart: "M3 12h4l2-5 4 10 2-5h6",
  check: "M5 12.5l4.5 4.5L19 7.5",
  target: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-4a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0-4a1 1 0 1 0 0-2 1 1 0 0 0 0 2z",
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
