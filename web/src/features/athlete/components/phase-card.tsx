import { toast } from "#web/lib/toast.ts";
import type { Phase } from "#domain/plan/types";
import { Button } from "#web/components/ui/button.tsx";
import { ApiError } from "#web/lib/api-client.ts";
import { cn } from "#web/lib/cn.ts";
import { useDownloadTrainingPdf } from "../api/download-training-pdf.ts";
import type { PhasePdf } from "../api/get-training-pdfs.ts";
import { phaseSubtitle } from "../plan-format.ts";
import { monthYear } from "../profile-format.ts";

/** What a phase is about, before a plan exists (the generator's own words once it does). */
const PHASES: Record<number, { weeks: string; title: string; summary: string }> = {
  1: {
    weeks: "Weeks 1-4",
    title: "General strength and movement quality",
    summary: "Moderate loads and higher volume, effort rising week to week; week 4 unloads.",
  },
  2: {
    weeks: "Weeks 5-8",
    title: "Strength to power",
    summary: "Heavier main lifts alternated with jumps, throws and sprints; week 8 tapers toward the season.",
  },
};

export const PDF_PENDING_HINT = "Your personalized PDF will appear here once your coach uploads it";

/** Download errors whose message the athlete can act on (server/src/features/plan/schedule-routes.ts). */
const DOWNLOAD_ERRORS_TO_SHOW = new Set(["COACH_PDF_MISSING", "PDF_BUSY"]);

const LABEL = { coach: "From your coach", generated: "Generated plan" } as const;

interface Props {
  pdf: PhasePdf;
  /** The phase from the athlete's generated program, when there is one. */
  info?: Phase;
  /** The week the athlete is in, when it falls in this phase. */
  currentWeek?: number;
}

/**
 * One phase of the 8-week plan and its PDF: the coach's upload when there is one, otherwise the
 * PDF generated from the plan (decision 0031); the spec's hint only while neither exists.
 */
export function PhaseCard({ pdf, info, currentWeek }: Props) {
  const download = useDownloadTrainingPdf();
  const meta = PHASES[pdf.phase] ?? { weeks: "", title: "", summary: "" };
  const hintId = `phase-${pdf.phase}-hint`;
  const sourceId = `phase-${pdf.phase}-source`;
  const uploaded = monthYear(pdf.uploadedAt);
  const current = currentWeek !== undefined;

  return (
    <section
      aria-labelledby={`phase-${pdf.phase}-title`}
      className={cn(
        "card-glow relative flex flex-col overflow-hidden p-6",
        current && "ring-2 ring-neon-cyan/70 shadow-glow",
      )}
    >
      <div
        aria-hidden="true"
        className={`absolute inset-x-0 top-0 h-1 ${pdf.available ? "bg-gradient-neon" : "bg-border"}`}
      />
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-display text-xs uppercase tracking-[0.3em] text-neon-cyan">{meta.weeks}</p>
          <h2 id={`phase-${pdf.phase}-title`} className="mt-2 text-2xl font-black text-fg">
            Phase {pdf.phase}
            <span className="block text-base font-bold text-gradient">
              {info ? phaseSubtitle(info.title) : meta.title}
            </span>
          </h2>
        </div>
        <span
          id={sourceId}
          className={cn(
            "shrink-0 rounded-full px-3 py-1 text-xs font-semibold",
            pdf.source === "coach"
              ? "bg-neon-lime/15 text-neon-lime"
              : pdf.source === "generated"
                ? "bg-neon-cyan/15 text-neon-cyan"
                : "bg-surface-2 text-muted",
          )}
        >
          {pdf.source ? LABEL[pdf.source] : "Awaiting coach"}
        </span>
      </div>
      {current ? (
        <p className="mt-3 inline-flex w-fit items-center gap-2 rounded-full border border-neon-cyan/50 bg-neon-cyan/10 px-3 py-1 text-xs font-semibold text-neon-cyan">
          <span
            aria-hidden="true"
            className="h-1.5 w-1.5 rounded-full bg-neon-lime shadow-[0_0_8px_var(--color-neon-lime)]"
          />
          Current phase · week {currentWeek}
        </p>
      ) : null}
      <p className="mt-4 flex-1 text-sm text-muted">{info?.summary ?? meta.summary}</p>
      {pdf.source === "coach" ? (
        <p className="mt-4 text-xs text-muted">
          Your coach's PDF for this phase{uploaded ? `, uploaded ${uploaded}` : ""}.
        </p>
      ) : pdf.source === "generated" ? (
        <p className="mt-4 text-xs text-muted">Every session of {meta.weeks.toLowerCase()}, made from your answers.</p>
      ) : (
        <p
          id={hintId}
          className="mt-4 rounded-lg border border-dashed border-border bg-bg/50 px-4 py-3 text-sm text-muted"
        >
          {PDF_PENDING_HINT}
        </p>
      )}
      <Button
        variant={pdf.available ? "hero" : "secondary"}
        size="lg"
        className="mt-5 w-full"
        disabled={!pdf.available || download.isPending}
        aria-describedby={pdf.available ? sourceId : hintId}
        onClick={() =>
          download.mutate(pdf.phase, {
            onSuccess: () => toast.success(`Phase ${pdf.phase} downloaded successfully`),
            // The server's own words when it says what to do (the coach's file is missing: ask
            // for it again, issue #15; too many PDFs at once: try again); otherwise the spec's.
            onError: (err) =>
              toast.error(
                err instanceof ApiError && DOWNLOAD_ERRORS_TO_SHOW.has(err.code ?? "")
                  ? err.message
                  : "Failed to download PDF",
              ),
          })
        }
      >
        <svg
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M12 4v11m0 0-4-4m4 4 4-4M5 20h14" />
        </svg>
        {download.isPending ? "Downloading..." : `Download Phase ${pdf.phase} PDF`}
      </Button>
    </section>
  );
}
