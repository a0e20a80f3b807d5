import { useEffect, useRef, useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "#web/app/nav.tsx";
import { toast } from "#web/lib/toast.ts";
import { Button } from "#web/components/ui/button.tsx";
import { ApiError } from "#web/lib/api-client.ts";
import { adminSessionQueryKey, signInAdmin } from "./api/admin-session.ts";
import { AdminShell } from "./components/admin-shell.tsx";

export const ACCESS_MESSAGES = {
  blank: "Please enter an access key",
  invalid: "Invalid access key. Please try again.",
  failed: "Failed to verify access key",
  granted: "Access granted! Redirecting...",
} as const;

/** Spec §9: the success message shows for 500 ms before the dashboard opens. */
const REDIRECT_DELAY_MS = 500;

function errorMessage(err: unknown): string {
  if (!(err instanceof ApiError)) return ACCESS_MESSAGES.failed;
  if (err.status === 401) return ACCESS_MESSAGES.invalid;
  // 400 (blank) and 429 (too many attempts) carry a message written for the coach.
  if ((err.status === 400 || err.status === 429) && err.message) return err.message;
  return ACCESS_MESSAGES.failed;
}

/** /admin-access: the coach's key, checked by the server (issue #4). */
export default function AdminAccessPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [key, setKey] = useState("");
  const [visible, setVisible] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<"idle" | "checking" | "granted">("idle");
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (status !== "granted") return;
    const t = setTimeout(() => navigate("/admin-dashboard", { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(t);
  }, [status, navigate]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (status !== "idle") return;
    if (!key.trim()) {
      setError(ACCESS_MESSAGES.blank);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setStatus("checking");
    try {
      const session = await signInAdmin(key);
      queryClient.setQueryData(adminSessionQueryKey, session);
      setKey("");
      setStatus("granted");
      toast.success(ACCESS_MESSAGES.granted);
    } catch (err) {
      const message = errorMessage(err);
      if (err instanceof ApiError && err.status === 401) setKey("");
      setError(message);
      setStatus("idle");
      inputRef.current?.focus();
    }
  }

  return (
    <AdminShell narrow>
      <div className="card-glow relative overflow-hidden p-6 sm:p-8">
        <div aria-hidden="true" className="absolute inset-x-0 top-0 h-1 bg-gradient-neon" />
        <p className="font-display text-xs uppercase tracking-[0.3em] text-neon-cyan">Coach console</p>
        <h1 className="mt-2 text-2xl font-black leading-tight text-gradient sm:text-3xl">Admin Access</h1>
        <p className="mt-3 text-sm text-muted">Enter the access key to review athletes and deliver their phase PDFs.</p>

        {/* POST and no field name: pressed before the page's script runs, the browser's own
            submit must never put the key into a URL (history, server logs). */}
        <form method="post" noValidate onSubmit={submit} className="mt-6 space-y-4" aria-label="Admin access">
          <div>
            <label htmlFor="admin-key" className="block text-sm font-semibold">
              Access key
            </label>
            <div className="relative mt-2">
              <input
                ref={inputRef}
                id="admin-key"
                type={visible ? "text" : "password"}
                autoComplete="current-password"
                autoCapitalize="off"
                spellCheck={false}
                value={key}
                onChange={(e) => {
                  setKey(e.target.value);
                  if (error) setError(null);
                }}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "admin-key-error" : undefined}
                disabled={status === "granted"}
                className="h-12 w-full rounded-lg border border-border bg-surface-2 pl-4 pr-24 font-mono text-base text-fg placeholder:text-muted/70 focus:border-neon-cyan focus:outline-none focus-visible:outline-2 focus-visible:outline-neon-cyan aria-[invalid=true]:border-danger"
                placeholder="Paste your key"
              />
              <button
                type="button"
                onClick={() => setVisible((v) => !v)}
                aria-pressed={visible}
                aria-controls="admin-key"
                className="absolute inset-y-1 right-1 cursor-pointer rounded-md px-3 text-sm font-semibold text-neon-cyan hover:bg-surface"
              >
                {visible ? "Hide" : "Show"}
                <span className="sr-only"> access key</span>
              </button>
            </div>
            {error ? (
              <p id="admin-key-error" role="alert" className="mt-2 text-sm font-medium text-danger">
                {error}
              </p>
            ) : null}
          </div>
          <Button type="submit" variant="hero" size="lg" className="w-full" disabled={status !== "idle"}>
            {status === "checking" ? "Verifying..." : status === "granted" ? "Opening console..." : "Verify Access"}
          </Button>
        </form>
      </div>
    </AdminShell>
  );
}
