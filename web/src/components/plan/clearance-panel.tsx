import { useEffect, useId, useRef, useState } from "react";
import {
  type ClearanceRegion,
  type ClearanceView,
  firstClearedWeek,
  TAPER_WEEK,
  type RecordClearance,
  shortDate,
} from "#domain/plan/clearance-api";
import { Button, buttonVariants } from "#web/components/ui/button.tsx";
import { cn } from "#web/lib/cn.ts";

/**
 * A physio's clearance (docs/decisions/0142-injury-clearance.md): for each current or
 * recent injury no physio had cleared, a button that opens a small form (the date, today by
 * default) and a confirmation; the plan then brings the region's explosive work back from the
 * week after. The athlete's plan page and the coach's athlete page share it (`who`); the server
 * checks everything again and its message is shown as it is.
 */
export interface ClearancePanelProps {
  view: ClearanceView;
  who: "athlete" | "coach";
  record: (body: RecordClearance) => Promise<unknown>;
}

/** The browser's own calendar day: the athlete's "today" (the server allows a day's grace). */
const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

/**
 * What a clearance on `date` does to this plan, in a sentence: the plan week it counts from.
 * `what` is the work ("Its explosive work"); `after` names the date ("this date" in the form,
 * "29 Nov" once recorded).
 */
function effect(planStart: string, date: string, what: string, mine: boolean, after: string): string {
  const week = firstClearedWeek(planStart, date);
  const plan = mine ? "your plan" : "the plan";
  if (week > 8) return `That is after the plan's last week, so ${plan} does not change.`;
  if (week >= TAPER_WEEK)
    return `That counts from the taper week, which starts nothing new, so ${plan} does not change: the work comes back in the next block.`;
  return `${what} is back in ${plan} from week ${week}${week > 1 ? `, the week after ${after}` : ""}.`;
}

export function ClearancePanel({ view, who, record }: ClearancePanelProps) {
  const [saved, setSaved] = useState("");
  // After a save the form that held the focus is gone: the focus moves to what was saved.
  const status = useRef<HTMLParagraphElement>(null);
  if (view.regions.length === 0 && view.history.length === 0) return null;
  const mine = who === "athlete";
  const nameOf = (region: string) => view.regions.find((r) => r.region === region)?.name ?? region;
  return (
    <section
      id="physio-clearance"
      aria-labelledby="physio-clearance-heading"
      className="card-glow space-y-3 p-5"
      data-testid="physio-clearance"
    >
      <h2 id="physio-clearance-heading" className="text-xl font-black text-fg">
        Physio clearance
      </h2>
      <p className="text-sm text-fg/90">
        {mine
          ? "Explosive work for an injury no physio has cleared stays out of your plan. When your physio clears it, record it here: your plan brings that work back from the following week."
          : "Explosive work for an injury no physio has cleared stays out of the athlete's plan. Record the physio's clearance here: the plan brings that work back from the following week."}
      </p>
      <p
        ref={status}
        tabIndex={-1}
        role="status"
        aria-live="polite"
        className={saved ? "text-sm font-semibold text-neon-lime" : "sr-only"}
      >
        {saved}
      </p>
      <ul className="space-y-3">
        {view.regions.map((r) => (
          <li key={r.region} className="rounded-lg border border-border bg-surface/70 p-3">
            <RegionClearance
              region={r}
              who={who}
              planStart={view.planStart}
              max={localToday()}
              onOpen={() => setSaved("")}
              record={async (body) => {
                await record(body);
                const on = body.clearedOn ?? view.today;
                const week = firstClearedWeek(view.planStart, on);
                setSaved(
                  week >= TAPER_WEEK
                    ? `Saved: the clearance on ${shortDate(on)} is recorded.`
                    : `Saved: ${mine ? "your" : "the"} plan now brings back the work for the ${r.name} from week ${week}.`,
                );
                status.current?.focus();
              }}
            />
          </li>
        ))}
      </ul>
      {view.history.length > 0 ? (
        <div>
          <h3 className="text-sm font-bold text-fg">Clearances recorded</h3>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-muted" aria-label="Clearances recorded">
            {view.history.map((h) => (
              <li key={h.id}>
                {capital(nameOf(h.region))}: cleared on {shortDate(h.clearedOn)}, recorded by{" "}
                {h.recordedBy === "coach" ? "the coach" : mine ? "you" : "the athlete"} on {shortDate(localDay(h.at))}
                {h.note ? ` (${h.note})` : ""}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

function RegionClearance({
  region: r,
  who,
  planStart,
  max,
  onOpen,
  record,
}: {
  region: ClearanceRegion;
  who: "athlete" | "coach";
  planStart: string;
  max: string;
  /** The form opens: a "Saved" line from before no longer describes what is on screen. */
  onOpen: () => void;
  record: (body: RecordClearance) => Promise<void>;
}) {
  const id = useId();
  const mine = who === "athlete";
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState(max);
  const [note, setNote] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  // Cancel puts the focus back on the button that opened the form, not on the page's top.
  const opener = useRef<HTMLButtonElement>(null);
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (refocus && !open) {
      opener.current?.focus();
      setRefocus(false);
    }
  }, [refocus, open]);
  const correcting = r.clearedOn !== null;
  const label = correcting
    ? `Correct the date: ${r.name}`
    : mine
      ? `My physio has cleared my ${r.name}`
      : `Record a physio's clearance: ${r.name}`;

  if (!open)
    return (
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-fg">
          <span className="font-semibold">{capital(r.name)}</span>
          {r.clearedOn
            ? `: cleared by a physio on ${shortDate(r.clearedOn)}. ${effect(planStart, r.clearedOn, "Its explosive work", mine, shortDate(r.clearedOn))}`
            : `, ${r.recency} injury: waiting for a physio's clearance.`}
        </p>
        {/* A plain button with the Button's look: the focus comes back to it after Cancel (a ref). */}
        <button
          ref={opener}
          type="button"
          onClick={() => {
            setDate(r.clearedOn ?? max);
            setNote("");
            setError("");
            onOpen();
            setOpen(true);
          }}
          aria-label={label}
          className={cn(buttonVariants({ variant: "outline" }), correcting ? TALL : CYAN, "text-left")}
        >
          {correcting ? "Correct the date" : label}
        </button>
      </div>
    );

  const dateOk = /^\d{4}-\d{2}-\d{2}$/.test(date);
  return (
    // noValidate: the date's checks answer in the app's words, not the browser's bubble.
    <form
      aria-label={label}
      noValidate
      className="space-y-3"
      onSubmit={(ev) => {
        ev.preventDefault();
        if (!dateOk) return setError(`Enter the date ${mine ? "your" : "the"} physio cleared it.`);
        if (date > max) return setError("The clearance date cannot be in the future.");
        if (date === r.clearedOn) return setError("That clearance is already recorded.");
        setBusy(true);
        setError("");
        record({ region: r.region, clearedOn: date, ...(note.trim() ? { note: note.trim() } : {}) })
          .then(() => setOpen(false))
          .catch((err: unknown) =>
            setError(err instanceof Error && err.message ? err.message : "Could not save the clearance. Try again."),
          )
          .finally(() => setBusy(false));
      }}
    >
      <p className="text-sm font-semibold text-fg">{label}</p>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-date`} className="text-sm text-fg">
          Date {mine ? "your" : "the"} physio cleared it
        </label>
        <input
          id={`${id}-date`}
          type="date"
          required
          max={max}
          value={date}
          onChange={(ev) => {
            setDate(ev.target.value);
            setError("");
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-effect${error ? ` ${id}-error` : ""}`}
          className="min-h-11 w-full max-w-xs rounded-lg border border-border bg-bg px-3 text-fg"
        />
      </div>
      {who === "coach" ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-note`} className="text-sm text-fg">
            Note (optional)
          </label>
          <input
            id={`${id}-note`}
            type="text"
            maxLength={300}
            value={note}
            onChange={(ev) => setNote(ev.target.value)}
            className="min-h-11 w-full rounded-lg border border-border bg-bg px-3 text-fg"
          />
        </div>
      ) : null}
      <p id={`${id}-effect`} className="text-sm text-muted">
        {dateOk && date <= max
          ? `${effect(planStart, date, `The explosive work for the ${r.name}`, mine, "this date")} `
          : ""}
        {r.clearedOn
          ? `The new date replaces ${shortDate(r.clearedOn)}; both stay in the record.`
          : `It is recorded, and ${mine ? "your coach" : "the athlete"} sees it.`}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="outline" disabled={busy} className={CYAN}>
          {busy
            ? "Saving…"
            : correcting
              ? "Confirm the new date"
              : mine
                ? "Confirm: my physio has cleared me"
                : "Confirm clearance"}
        </Button>
        <Button
          type="button"
          variant="outline"
          className={TALL}
          onClick={() => {
            setOpen(false);
            setRefocus(true);
          }}
          disabled={busy}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** A phone's touch target: at least 44 px high, and the words wrap rather than overflow. */
const TALL = "h-auto min-h-11 whitespace-normal py-2";
/** The theme's violet fill fails contrast with small text (axe); a cyan outline passes, as the coach's links. */
const CYAN = `${TALL} border-neon-cyan/60 text-neon-cyan hover:bg-neon-cyan/10`;

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** The browser's calendar day of an ISO time: when it was recorded, as the reader's clock has it. */
const localDay = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};
