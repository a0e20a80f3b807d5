import { QueryClientProvider } from "@tanstack/react-query";
import { Link } from "#web/app/nav.tsx";
import { queryClient } from "#web/lib/query-client.ts";
import { ACCOUNT_LINKS } from "./account-links.ts";
import { Avatar } from "./avatar.tsx";
import { useAccount } from "./use-account.ts";
import { UnsyncedPrompt } from "./unsynced-prompt.tsx";
import { SIGN_OUT_FAILED, useSignOut } from "./use-sign-out.ts";

interface Props {
  onClose: () => void;
  onSignedOut: () => void;
}

// The menu above already lists Dashboard and Today (spec §1's items, Today when signed in).
const MORE_LINKS = ACCOUNT_LINKS.filter((l) => l.to !== "/profile" && l.to !== "/today");

/**
 * The phone menu's account part (issue #16), in place of "Log into Dashboard": who is signed in,
 * the athlete's other pages and Sign out. Its own chunk, loaded with a signed-in menu only.
 */
export default function MobileAccount(props: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <Section {...props} />
    </QueryClientProvider>
  );
}

function Section({ onClose, onSignedOut }: Props) {
  const account = useAccount();
  const { state, unsynced, signOut } = useSignOut(onSignedOut);
  return (
    <>
      <li className="mt-2 flex items-center gap-3 border-t border-border/60 px-4 pt-4 pb-2">
        <Avatar name={account.name} url={account.avatarUrl} className="h-10 w-10" />
        <span className="min-w-0">
          <span className="block truncate text-sm font-bold text-fg">{account.name || "Signed in"}</span>
          <span className="block truncate text-xs text-muted">{account.email}</span>
        </span>
      </li>
      {MORE_LINKS.map((l) => (
        <li key={l.to}>
          <Link to={l.to} state={l.state} className="menu-item" onClick={onClose}>
            {l.label}
            <svg viewBox="0 0 24 24" className="icon h-5 w-5 text-neon-cyan" aria-hidden="true">
              <path d="m9 6 6 6-6 6" />
            </svg>
          </Link>
        </li>
      ))}
      <li className="pt-1">
        <button
          type="button"
          aria-disabled={state === "pending"}
          onClick={() => state !== "pending" && void signOut()}
          className="btn btn-xl btn-outline h-12 w-full border-neon-magenta/60 text-base text-neon-magenta hover:border-neon-magenta hover:text-neon-magenta"
        >
          {state === "pending" ? "Signing out…" : "Sign out"}
        </button>
        {state === "failed" && (
          <p role="alert" className="mt-2 text-sm font-medium text-danger">
            {SIGN_OUT_FAILED}
          </p>
        )}
        {state === "unsynced" && (
          <UnsyncedPrompt
            count={unsynced}
            onSync={() => void signOut()}
            onDiscard={() => void signOut({ discard: true })}
            className="mt-2"
          />
        )}
      </li>
    </>
  );
}
