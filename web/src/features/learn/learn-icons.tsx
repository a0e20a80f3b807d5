import type { LearnCategorySlug } from "#domain/site";

/** Line icons for the three learn categories (inline SVG: no icon font to load). */
export function CategoryIcon({ category, className }: { category: LearnCategorySlug; className?: string }) {
  const common = {
    className,
    viewBox: "0 0 24 24",
    fill: "none",
    stroke: "currentColor",
    strokeWidth: 1.8,
    strokeLinecap: "round" as const,
    strokeLinejoin: "round" as const,
  };
  if (category === "learn-your-body")
    return (
      <svg {...common} aria-hidden="true">
        <path d="M3 12h4l2-5 4 10 2-5h6" />
      </svg>
    );
  if (category === "master-your-mind")
    return (
      <svg {...common} aria-hidden="true">
        <circle cx="12" cy="12" r="9" />
        <circle cx="12" cy="12" r="5" />
        <circle cx="12" cy="12" r="1.2" fill="currentColor" />
      </svg>
    );
  return (
    <svg {...common} aria-hidden="true">
      <path d="M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.6 6.6 19.5l1.2-6L3.3 9.3l6.1-.7z" />
    </svg>
  );
}

export function ArrowIcon({ className, back = false }: { className?: string; back?: boolean }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      {back ? <path d="M19 12H5m6-6-6 6 6 6" /> : <path d="M5 12h14m-6-6 6 6-6 6" />}
    </svg>
  );
}
