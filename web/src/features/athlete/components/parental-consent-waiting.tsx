import { type FormEvent, useId, useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { messageOf } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { type MyConsent, useResendConsent } from "../api/consent.ts";

const inputClass =
  "h-11 w-full min-w-0 rounded-lg border border-border bg-bg/70 px-4 text-fg placeholder:text-muted/70 focus:border-neon-cyan focus:outline-none focus:ring-2 focus:ring-neon-cyan/40 aria-invalid:border-danger";

/**
 * An Under-14's or Under-16's card while a parent or guardian has not agreed yet (issue #16,
 * decision 0102): where the mail went, send it again, or to another address. Its own chunk,
 * fetched only when the account is waiting (parental-consent-card.tsx, decision 0118).
 */
export default function WaitingCard({ consent }: { consent: MyConsent }) {
  const resend = useResendConsent();
  const needsAddress = consent.state === "needs-parent-email";
  const [editing, setEditing] = useState(needsAddress);
  const [address, setAddress] = useState("");
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;

  function send(parentEmail?: string) {
    setError(null);
    resend.mutate(parentEmail, {
      onSuccess: (data) => {
        setEditing(false);
        setAddress("");
        toast.success("Consent request sent", { description: `We e-mailed ${data.parentEmail}.` });
      },
      onError: (err) => setError(messageOf(err, "We could not send the e-mail just now. Please try again.")),
    });
  }
  function submit(e: FormEvent) {
    e.preventDefault();
    send(address.trim());
  }

  const sent = consent.lastSentAt
    ? new Date(consent.lastSentAt).toLocaleDateString("en-GB", { dateStyle: "medium" })
    : null;
  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className="card-glow relative overflow-hidden border-neon-violet/50 p-5 sm:p-6"
    >
      <div aria-hidden="true" className="absolute inset-x-0 top-0 h-1 bg-gradient-neon" />
      <p className="font-display text-xs uppercase tracking-[0.3em] text-neon-magenta">Parent or guardian consent</p>
      <h2 id={`${inputId}-title`} className="mt-2 text-xl font-bold text-fg">
        {needsAddress ? "Ask your parent or guardian" : "Waiting for your parent or guardian"}
      </h2>
      <p className="mt-2 text-sm text-fg/90">
        {needsAddress ? (
          "Athletes under 16 need a parent or guardian to agree. Enter their e-mail and we will send them a link."
        ) : (
          <>
            We e-mailed <strong className="break-all text-neon-cyan">{consent.parentEmail}</strong>
            {sent ? ` on ${sent}` : ""} to ask for their consent.
            {sent ? "" : " The e-mail has not gone yet: send it below."}
          </>
        )}
      </p>
      <p className="mt-2 text-sm text-muted">
        Until they agree you can see your plan and your PDFs, but logging training and adding a photo stay locked.
      </p>
      {editing ? (
        <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="flex-1 space-y-1.5">
            <label htmlFor={inputId} className="block text-sm font-medium text-fg/90">
              Parent or guardian's e-mail
            </label>
            <input
              id={inputId}
              type="email"
              inputMode="email"
              autoComplete="off"
              placeholder="parent@example.com"
              value={address}
              onChange={(e) => setAddress(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className={inputClass}
            />
          </div>
          <Button type="submit" variant="gaming" className="sm:mt-7" disabled={resend.isPending}>
            {resend.isPending ? "Sending..." : "Send consent request"}
          </Button>
        </form>
      ) : (
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <Button type="button" variant="gaming" onClick={() => send()} disabled={resend.isPending}>
            {resend.isPending ? "Sending..." : "Send the e-mail again"}
          </Button>
          <Button type="button" variant="outline" onClick={() => setEditing(true)}>
            Use a different e-mail
          </Button>
        </div>
      )}
      {error ? (
        <p id={errorId} role="alert" className="mt-3 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </section>
  );
}
