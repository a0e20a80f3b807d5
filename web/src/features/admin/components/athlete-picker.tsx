import { useEffect, useState } from "react";
import { ApiError } from "#web/lib/api-client.ts";
import { FETCH_FAILED, useAthletes, type AdminAthlete } from "../api/list-athletes.ts";
import { initials } from "./format.ts";
import { SearchField } from "./search-field.tsx";
import { useDebounced } from "./use-debounced.ts";

/** Search, then choose one athlete from the matches (native radios: arrow keys work). */
export function AthletePicker({
  onPick,
  onSessionLost,
}: {
  onPick: (a: AdminAthlete) => void;
  onSessionLost: () => void;
}) {
  const [search, setSearch] = useState("");
  const q = useDebounced(search);
  const query = useAthletes({ pageSize: 8, q, sort: "newest", filters: [], cursor: null });
  const lost = query.error instanceof ApiError && query.error.status === 401;
  useEffect(() => {
    if (lost) onSessionLost();
  }, [lost, onSessionLost]);

  const matches = query.data?.athletes ?? [];
  return (
    <div className="space-y-3">
      <SearchField id="upload-athlete-search" label="Find an athlete" value={search} onChange={setSearch} />
      {query.isError && !lost ? (
        <p role="alert" className="text-sm font-semibold text-danger">
          {FETCH_FAILED}
        </p>
      ) : null}
      {query.isPending ? (
        <p role="status" className="text-sm text-muted">
          Loading athletes…
        </p>
      ) : null}
      {query.data && matches.length === 0 ? (
        <p className="text-sm text-muted">No athlete matches this search.</p>
      ) : null}
      {matches.length > 0 ? (
        // min-w-0 and grid-cols-1 (minmax(0, 1fr)): a long e-mail is cut, not widening the card.
        <fieldset className="min-w-0">
          <legend className="text-sm text-muted">
            {query.data!.total > matches.length
              ? `Showing ${matches.length} of ${query.data!.total}: refine the search to narrow down`
              : "Choose the athlete"}
          </legend>
          <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
            {matches.map((a) => (
              <label
                key={a.userId}
                className="flex cursor-pointer items-center gap-3 rounded-lg border border-border bg-surface-2/60 p-3 hover:border-neon-cyan has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-neon-cyan"
              >
                <input
                  type="radio"
                  name="upload-athlete"
                  value={a.userId}
                  className="sr-only"
                  onChange={() => onPick(a)}
                />
                <span
                  aria-hidden="true"
                  className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-gradient-neon font-display text-xs font-bold text-bg"
                >
                  {initials(a.fullName)}
                </span>
                <span className="min-w-0">
                  <span className="block truncate font-semibold">{a.fullName}</span>
                  <span className="block truncate text-sm text-muted">{a.email}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
