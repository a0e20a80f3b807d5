import { useEffect, useId, useState } from "react";
import { Link } from "#web/app/nav.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { ApiError } from "#web/lib/api-client.ts";
import { type AdminAthlete, FETCH_FAILED, type Filter, type Sort, useAthletes } from "../api/list-athletes.ts";
import { AthleteDetails } from "./athlete-details.tsx";
import { ConsentBadge } from "./consent-badge.tsx";
import { formatDate, initials } from "./format.ts";
import { SearchField } from "./search-field.tsx";
import { SquadControls } from "./squad-controls.tsx";
import { SquadTrainingLine } from "./squad-training-line.tsx";
import { useDebounced } from "./use-debounced.ts";

const PAGE_SIZE = 25;

function PdfBadge({ phase, uploaded }: { phase: number; uploaded: boolean }) {
  return (
    <span
      className={
        uploaded
          ? "rounded-md border border-neon-lime/50 bg-neon-lime/10 px-2 py-0.5 text-xs font-semibold text-neon-lime"
          : "rounded-md border border-border px-2 py-0.5 text-xs font-semibold text-muted"
      }
    >
      P{phase} {uploaded ? "✓" : "—"}
      <span className="sr-only">{uploaded ? ` PDF uploaded` : ` PDF not uploaded`}</span>
    </span>
  );
}

function AthleteRow({ athlete, onUpload }: { athlete: AdminAthlete; onUpload: (a: AdminAthlete) => void }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li className="card-glow overflow-hidden">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full cursor-pointer items-center gap-3 p-3 text-left hover:bg-surface-2/60 sm:p-4"
        >
          <span
            aria-hidden="true"
            className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-gradient-neon font-display text-sm font-bold text-bg"
          >
            {initials(athlete.fullName)}
          </span>
          <span className="min-w-0 flex-1">
            <span className="block truncate font-sans text-base font-semibold tracking-normal">{athlete.fullName}</span>
            <span className="block truncate font-sans text-sm font-normal tracking-normal text-muted">
              {athlete.email}
            </span>
            <ConsentBadge consent={athlete.parentalConsent} />
          </span>
          <span className="hidden shrink-0 font-sans text-sm font-normal tracking-normal text-muted sm:block">
            Joined {formatDate(athlete.createdAt)}
          </span>
          <span className="flex shrink-0 gap-1">
            {athlete.pdfs.map((p) => (
              <PdfBadge key={p.phase} phase={p.phase} uploaded={p.uploaded} />
            ))}
          </span>
          <span
            aria-hidden="true"
            className={`shrink-0 text-neon-cyan transition-transform ${open ? "rotate-90" : ""}`}
          >
            ›
          </span>
        </button>
      </h3>
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border/60 px-3 py-2 sm:px-4">
        <SquadTrainingLine athlete={athlete} />
        <Link
          to={`/admin/athletes/${encodeURIComponent(athlete.userId)}`}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-neon-cyan underline-offset-4 hover:underline"
        >
          Open athlete<span className="sr-only">: {athlete.fullName}</span> ›
        </Link>
      </div>
      <div id={panelId} hidden={!open} className="border-t border-border p-3 sm:p-4">
        {open ? <AthleteDetails athlete={athlete} onUpload={() => onUpload(athlete)} /> : null}
      </div>
    </li>
  );
}

/** 'All Athletes': the squad view (issue #17): searchable, filtered, sorted, keyset pages, each expandable. */
export default function AthletesTab({
  onSessionLost,
  onUpload,
}: {
  onSessionLost: () => void;
  onUpload: (a: AdminAthlete) => void;
}) {
  const [search, setSearch] = useState("");
  const [filters, setFilters] = useState<Filter[]>([]);
  const [sort, setSort] = useState<Sort>("newest");
  // Keyset pages (issue #17): the cursors that led to each page so far; the last is the current one.
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const q = useDebounced(search);
  useEffect(() => setCursors([null]), [q, filters, sort]);
  const page = cursors.length;
  const query = useAthletes({ pageSize: PAGE_SIZE, q, sort, filters, cursor: cursors.at(-1) ?? null });

  const lost = query.error instanceof ApiError && query.error.status === 401;
  useEffect(() => {
    if (lost) onSessionLost();
  }, [lost, onSessionLost]);

  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <div className="space-y-4">
      <SquadControls filters={filters} onFiltersChange={setFilters} sort={sort} onSortChange={setSort} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <SearchField id="athlete-search" label="Search athletes" value={search} onChange={setSearch} />
        <p className="text-sm text-muted" aria-live="polite">
          {data
            ? `${data.total} athlete${data.total === 1 ? "" : "s"}${q.trim() ? ` matching “${q.trim()}”` : ""}`
            : ""}
        </p>
      </div>

      {query.isError && !lost ? (
        <div role="alert" className="card-glow flex flex-wrap items-center justify-between gap-3 border-danger/60 p-4">
          <p className="font-semibold text-danger">{FETCH_FAILED}</p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}

      {query.isPending ? (
        <div role="status" className="flex items-center gap-3 p-6 text-muted">
          <span
            aria-hidden="true"
            className="h-6 w-6 animate-spin rounded-full border-2 border-neon-cyan border-t-transparent"
          />
          Loading athletes…
        </div>
      ) : null}

      {data && !query.isError ? (
        data.athletes.length === 0 ? (
          <p className="card-glow p-6 text-center text-muted">
            {q.trim() || filters.length > 0
              ? "No athlete matches this search and these filters."
              : "No athletes have signed up yet."}
          </p>
        ) : (
          <ul
            className={`space-y-2 transition-opacity ${query.isPlaceholderData ? "opacity-60" : ""}`}
            aria-label="Athletes"
            aria-busy={query.isFetching}
          >
            {data.athletes.map((a) => (
              <AthleteRow key={a.userId} athlete={a} onUpload={onUpload} />
            ))}
          </ul>
        )
      ) : null}

      {data && data.total > data.pageSize ? (
        <nav aria-label="Athlete pages" className="flex items-center justify-between gap-3">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setCursors((c) => c.slice(0, -1))}>
            ‹ Previous
          </Button>
          <span className="text-sm text-muted">
            Page {page} of {pages}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={!data.nextCursor || page >= pages}
            onClick={() => setCursors((c) => [...c, data.nextCursor])}
          >
            Next ›
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
