import { useCallback, useState } from "react";
import { formatDose, formatEffort, formatRest } from "#domain/plan/format";
import type { Session } from "#domain/plan/types";
import type { LocalDate, SessionLog } from "#domain/training/log";
import { Link } from "#web/app/nav.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { clearDraft, type Draft, loadDraft, type SetDraft, saveDraft, setKey, setLogOf } from "../draft.ts";
import { fieldErrors } from "../field-errors.ts";
import { logSchemas } from "../log-schemas.ts";
import { SetRow } from "./set-row.tsx";
import { useTodayForms } from "../today-forms-loader.ts";
import { CoachBadge, CoachNote } from "#web/components/ui/coach-change.tsx";

const EMPTY: SetDraft = { done: false, reps: "", loadKg: "" };

interface Props {
  userId: string;
  session: Session;
  week: number;
  date: LocalDate;
  /** One line: why this session differs from the plan (auto-regulation), when it does. */
  adjustment: string | null;
  onSave: (log: SessionLog) => void;
}

/**
 * A plan session in the gym: warm-up, each exercise with its dose, effort, rest, cue and every set
 * to tick; a rest timer after each tick; then "Finish session" (session RPE and minutes) or "Skip".
 */
export function SessionLogger({ userId, session, week, date, adjustment, onSave }: Props) {
  const [draft, setDraft] = useState<Draft>(
    () =>
      loadDraft(userId, week, session.day) ?? {
        userId,
        week,
        day: session.day,
        startedAt: new Date().toISOString(),
        sets: {},
      },
  );
  const [rest, setRest] = useState<{ seconds: number; label: string; startedAt: number } | null>(null);
  const [announce, setAnnounce] = useState("");
  const [mode, setMode] = useState<"log" | "finish" | "skip">("log");
  const forms = useTodayForms(mode !== "log" || rest !== null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const update = (next: Draft) => {
    setDraft(next);
    saveDraft(next);
  };
  const setOne = (key: string, value: SetDraft) => update({ ...draft, sets: { ...draft.sets, [key]: value } });

  const endRest = useCallback((skipped: boolean) => {
    setRest(null);
    setAnnounce(skipped ? "Rest skipped." : "Rest over: time for the next set.");
  }, []);

  const allSets = session.exercises.flatMap((e) =>
    Array.from({ length: e.sets }, (_, i) => setLogOf(e.exerciseId, i, draft.sets[setKey(e.exerciseId, i)])),
  );
  const doneCount = allSets.filter((s) => s.done).length;

  function buildLog(fields: Pick<SessionLog, "status" | "sessionRpe" | "minutes" | "skipReason">) {
    return {
      id: crypto.randomUUID(),
      date,
      week,
      day: session.day,
      sets: fields.status === "done" ? allSets.filter((s) => s.done || s.reps !== null || s.loadKg !== null) : [],
      editedAt: new Date().toISOString(),
      ...fields,
    };
  }

  /** Checks against the schema; set errors go back to their set, the rest to the form. */
  // The schema loads just after the page and is precached by the service worker: a session is
  // logged in the gym, often with no signal (issue #12), and the check is still at hand there.
  async function submit(fields: Pick<SessionLog, "status" | "sessionRpe" | "minutes" | "skipReason">) {
    const log = buildLog(fields);
    const { SessionLogSchema } = await logSchemas();
    const parsed = SessionLogSchema.safeParse(log);
    if (!parsed.success) {
      const byPath = fieldErrors(parsed.error);
      const mapped: Record<string, string> = {};
      for (const [path, message] of Object.entries(byPath)) {
        const m = /^sets\.(\d+)\./.exec(path);
        const s = m ? log.sets[Number(m[1])] : undefined;
        mapped[s ? setKey(s.exerciseId, s.set) : path] = message;
      }
      setErrors(mapped);
      if (Object.keys(mapped).some((k) => k.includes("#"))) setMode("log");
      return;
    }
    setErrors({});
    clearDraft();
    onSave(parsed.data);
  }

  const steps = session.warmUp.steps ?? [];
  return (
    <div className="space-y-5">
      <p role="status" aria-live="polite" className="sr-only">
        {announce}
      </p>
      {adjustment ? (
        <p className="rounded-xl border border-neon-violet/60 bg-neon-violet/15 px-4 py-3 text-sm font-semibold text-fg">
          <span aria-hidden="true" className="mr-1 text-neon-violet">
            ⇅
          </span>
          {adjustment}
        </p>
      ) : null}
      {session.coachNote ? <CoachNote text={session.coachNote} /> : null}
      {session.injuryGuidance && session.injuryGuidance.length > 0 ? (
        <section
          aria-label="Injury guidance for this session"
          className="rounded-xl border border-l-4 border-neon-magenta/60 bg-neon-magenta/10 px-4 py-3"
        >
          <h3 className="text-sm font-bold text-neon-magenta">Injury guidance</h3>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-fg">
            {session.injuryGuidance.map((g) => (
              <li key={g}>{g}</li>
            ))}
          </ul>
          {session.injuryGuidance.some((g) => g.includes("My physio has cleared me")) ? (
            // The clearance is recorded on the plan page (its panel has this id).
            <Link
              to="/training-schedule#physio-clearance"
              className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-neon-cyan underline-offset-4 hover:underline"
            >
              My physio has cleared me: record it on your plan
            </Link>
          ) : null}
        </section>
      ) : null}
      <section aria-labelledby="warmup-heading" className="card-glow p-4">
        <h3 id="warmup-heading" className="font-bold text-fg">
          Warm-up · {session.warmUp.minutes} min
        </h3>
        {steps.length > 0 ? (
          <ol className="mt-2 list-decimal space-y-1 pl-6 text-sm text-fg/90 marker:font-bold marker:text-neon-cyan">
            {steps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        ) : (
          <p className="mt-1 text-sm text-fg/90">{session.warmUp.description}</p>
        )}
      </section>

      <ol className="space-y-4" aria-label="Exercises">
        {session.exercises.map((e) => (
          <li key={`${e.block}-${e.exerciseId}`} className="card-glow p-4">
            <h3 className="flex items-start gap-2 text-lg font-bold text-fg">
              <span className="mt-0.5 rounded-md bg-neon-violet/25 px-1.5 font-display text-xs font-bold text-neon-violet">
                <span className="sr-only">Block </span>
                {e.block}
              </span>
              {e.name}
            </h3>
            {e.coach ? (
              <p className="mt-1.5">
                <CoachBadge detail={e.coach.summary} />
              </p>
            ) : null}
            <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
              <div>
                <dt className="text-xs text-muted">Sets × dose</dt>
                <dd className="font-bold text-fg">{formatDose(e)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted">Effort</dt>
                <dd className="font-bold text-neon-magenta">{formatEffort(e)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted">Rest</dt>
                <dd className="font-bold text-fg">{formatRest(e.restSeconds)}</dd>
              </div>
            </dl>
            <p className="mt-2 text-sm text-fg/85">
              <span className="font-semibold text-neon-cyan">Cue: </span>
              {e.cue}
            </p>
            {e.flags.map((f) => (
              <p key={f.region} className="mt-1 text-sm font-semibold text-danger">
                <span aria-hidden="true">⚠ </span>
                {f.message}
              </p>
            ))}
            <ul className="mt-2 divide-y divide-border/60" aria-label={`${e.name} sets`}>
              {Array.from({ length: e.sets }, (_, i) => {
                const key = setKey(e.exerciseId, i);
                const set = draft.sets[key] ?? EMPTY;
                return (
                  <SetRow
                    key={key}
                    exercise={e}
                    index={i}
                    draft={set}
                    error={errors[key]}
                    onChange={(next) => setOne(key, next)}
                    onTick={(done) => {
                      setOne(key, { ...set, done });
                      if (done && e.restSeconds > 0) {
                        setRest({
                          seconds: e.restSeconds,
                          label: `${e.name}, after set ${i + 1}`,
                          startedAt: Date.now(),
                        });
                        setAnnounce(`Set ${i + 1} of ${e.name} done. Rest ${formatRest(e.restSeconds)}.`);
                      } else if (done) {
                        setAnnounce(`Set ${i + 1} of ${e.name} done.`);
                      }
                    }}
                  />
                );
              })}
            </ul>
          </li>
        ))}
      </ol>

      <p className="text-sm text-muted" aria-live="polite">
        {doneCount} of {allSets.length} sets done
      </p>

      {mode === "finish" && forms ? (
        <forms.FinishForm
          defaultMinutes={session.estimatedMinutes}
          errors={errors}
          onCancel={() => setMode("log")}
          onSubmit={(sessionRpe, minutes) => submit({ status: "done", sessionRpe, minutes, skipReason: null })}
        />
      ) : mode === "skip" && forms ? (
        <forms.SkipForm
          error={errors.skipReason}
          onCancel={() => setMode("log")}
          onSubmit={(reason) => submit({ status: "skipped", skipReason: reason, sessionRpe: null, minutes: null })}
        />
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button variant="hero" size="xl" className="w-full sm:w-auto" onClick={() => setMode("finish")}>
            Finish session
          </Button>
          <Button variant="outline" size="lg" className="h-14 w-full sm:w-auto" onClick={() => setMode("skip")}>
            Skip
          </Button>
        </div>
      )}
      {/* Room for the fixed timer bar so it never hides the last controls. */}
      {rest ? <div className="h-24" aria-hidden="true" /> : null}
      {rest && forms ? <forms.RestTimer key={rest.startedAt} {...rest} onEnd={endRest} /> : null}
    </div>
  );
}
