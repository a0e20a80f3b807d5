import type { ReactNode } from "react";
import { formatPrice } from "#domain/plan-display";
import {
  INJURY_RECENCY_LABELS,
  INJURY_REGION_LABELS,
  INJURY_REGIONS,
  INJURY_RECENCIES,
  type InjuryDetail,
} from "#domain/questionnaire-form";
import type { AdminAthlete } from "../api/list-athletes.ts";
import { formatBytes, formatDate, formatDateTime, formatMoney } from "./format.ts";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-border bg-surface/70 p-4">
      <h3 className="font-display text-xs uppercase tracking-[0.2em] text-neon-cyan">{title}</h3>
      <div className="mt-3 text-sm">{children}</div>
    </section>
  );
}

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-3 gap-y-1.5">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-muted">{k}</dt>
          <dd className="min-w-0 break-words">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

const regionLabel = (r: string) =>
  INJURY_REGIONS.includes(r as InjuryDetail["region"]) ? INJURY_REGION_LABELS[r as InjuryDetail["region"]] : r;
const recencyLabel = (r: string) =>
  INJURY_RECENCIES.includes(r as InjuryDetail["recency"]) ? INJURY_RECENCY_LABELS[r as InjuryDetail["recency"]] : r;

/** Step 8's picked regions (issue #10), one line each, beside the athlete's own words. */
function InjuryRegions({ details }: { details: InjuryDetail[] | undefined }) {
  if (!details || details.length === 0) return <span className="text-muted">None picked</span>;
  return (
    <ul className="space-y-1" aria-label="Injured body regions">
      {details.map((d) => (
        <li key={d.region}>
          <span className="font-semibold text-fg">{regionLabel(d.region)}</span>
          <span className="text-muted"> · {recencyLabel(d.recency)} · </span>
          <span className={d.cleared ? "text-neon-lime" : "text-neon-magenta"}>
            {d.cleared ? "cleared by a physio" : "not cleared by a physio"}
          </span>
        </li>
      ))}
    </ul>
  );
}

const Empty = ({ children }: { children: ReactNode }) => <p className="text-muted">{children}</p>;

const STATUS_STYLE: Record<string, string> = {
  succeeded: "text-neon-lime",
  pending: "text-neon-cyan",
  failed: "text-danger",
  refunded: "text-neon-magenta",
};

/** Everything the coach reviews for one athlete: answers, plan, payments (read-only), PDFs. */
export function AthleteDetails({ athlete, onUpload }: { athlete: AdminAthlete; onUpload: () => void }) {
  const q = athlete.questionnaire;
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <Section title="Questionnaire answers">
        {q ? (
          <Facts
            rows={[
              ["Age group", q.ageGroup],
              ["Level", q.experience],
              ["Role", q.role],
              ["Height / weight", `${q.height} cm · ${q.weight} kg`],
              ["Strength", `${q.battingAbility}/5`],
              ["Speed", `${q.bowlingAbility}/5`],
              ["Agility", `${q.fieldingAbility}/5`],
              ["Frequency", q.trainingFrequency],
              ["Goals", q.goals.join(", ")],
              ["Equipment", q.equipment.join(", ")],
              // Regions picked without words are not "None reported" (issue #10).
              ["Injuries", q.injuryHistory || (q.injuryDetails?.length ? "No description written" : "None reported")],
              ["Injured regions", <InjuryRegions key="regions" details={q.injuryDetails} />],
            ]}
          />
        ) : (
          <Empty>No answers saved yet.</Empty>
        )}
      </Section>

      <div className="grid gap-3">
        <Section title="Plan">
          {athlete.plan ? (
            <Facts
              rows={[
                ["Plan", athlete.plan.planName],
                ["Duration", `${athlete.plan.durationMonths} months`],
                ["Price", formatPrice(athlete.plan.priceAmount)], // minor units, plan currency (decision 0104)
                ["Status", athlete.plan.isActive ? "Active" : "Inactive"],
                ["Created", formatDate(athlete.plan.createdAt)],
              ]}
            />
          ) : (
            <Empty>No active plan.</Empty>
          )}
        </Section>

        <Section title="Phase PDFs">
          <ul className="space-y-2">
            {athlete.pdfs.map((p) => (
              <li key={p.phase} className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold">Phase {p.phase}</span>
                {p.uploaded ? (
                  <span className="text-neon-lime">
                    Uploaded {formatDateTime(p.uploadedAt!)} · {formatBytes(p.sizeBytes!)}
                  </span>
                ) : (
                  <span className="text-muted">Not uploaded</span>
                )}
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={onUpload}
            className="mt-3 cursor-pointer text-sm font-semibold text-neon-cyan underline-offset-4 hover:underline"
          >
            Upload PDFs for {athlete.fullName}
          </button>
        </Section>
      </div>

      <div className="md:col-span-2">
        <Section title="Payments">
          {athlete.payments.length === 0 ? (
            <Empty>No payments recorded.</Empty>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full min-w-[28rem] text-left">
                <caption className="sr-only">Payments of {athlete.fullName}</caption>
                <thead className="text-muted">
                  <tr>
                    <th scope="col" className="pb-2 font-medium">
                      Date
                    </th>
                    <th scope="col" className="pb-2 font-medium">
                      Amount
                    </th>
                    <th scope="col" className="pb-2 font-medium">
                      Status
                    </th>
                    <th scope="col" className="pb-2 font-medium">
                      Reference
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {athlete.payments.map((p) => (
                    <tr key={p.id} className="border-t border-border/70">
                      <td className="py-1.5">{formatDate(p.createdAt)}</td>
                      <td className="py-1.5">{formatMoney(p.amount, p.currency)}</td>
                      <td className={`py-1.5 font-semibold capitalize ${STATUS_STYLE[p.status] ?? ""}`}>{p.status}</td>
                      <td className="py-1.5 font-mono text-xs text-muted">
                        {p.provider} · {p.providerReference}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Section>
      </div>
    </div>
  );
}
