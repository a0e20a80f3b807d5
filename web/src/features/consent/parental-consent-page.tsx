import type { ReactNode } from "react";
import { Link, useSearchParams } from "#web/app/nav.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { messageOf } from "#web/lib/api-client.ts";
import { useHydrated } from "#web/lib/use-hydrated.ts";
import { useConsentLink, useGiveConsent } from "./api.ts";

const INVALID = "This consent link is not valid. Please open the link from the e-mail again.";
const linkClass = "font-semibold text-neon-cyan underline underline-offset-4 hover:text-neon-cyan/80";

/**
 * /parental-consent?token=…: a parent or guardian of an Under-14 or Under-16 reads what they agree
 * to and gives consent with one button (issue #16, decision 0102). The link works once.
 */
export default function ParentalConsentPage() {
  const [params] = useSearchParams();
  // The token is read once the browser runs the page: the prerendered shell has none.
  const hydrated = useHydrated();
  const token = hydrated ? params.get("token") : null;
  const link = useConsentLink(token);
  const give = useGiveConsent();

  if (!hydrated || (token && link.isPending))
    return (
      <ConsentCard title="Parental consent">
        <p role="status" className="text-muted">
          Loading…
        </p>
      </ConsentCard>
    );

  if (give.isSuccess)
    return (
      <ConsentCard title="Thank you: consent given" tone="done">
        <div role="status" className="space-y-3 text-fg/90">
          <p>
            {give.data.athleteName ?? "Your young athlete"} can now log their training and add a photo. Their dashboard
            shows your consent the next time they open it.
          </p>
          <p className="text-sm text-muted">
            You can ask us at any time to see or delete their data: see our{" "}
            <Link to="/privacy" className={linkClass}>
              Privacy Policy
            </Link>
            .
          </p>
        </div>
      </ConsentCard>
    );

  const problem = !token
    ? INVALID
    : link.isError
      ? messageOf(link.error, INVALID)
      : link.data?.state !== "valid"
        ? (link.data?.message ?? INVALID)
        : null;
  if (problem)
    return (
      <ConsentCard title={link.data?.state === "used" ? "Consent already given" : "This link does not work"}>
        <p role="alert" className="text-fg/90">
          {problem}
        </p>
      </ConsentCard>
    );

  const name = link.data?.athleteName ?? "Your young athlete";
  return (
    <ConsentCard title="Your consent is needed">
      <div className="space-y-5 text-fg/90">
        <p>
          <strong className="text-neon-cyan">{name}</strong> ({link.data?.ageGroup ?? "junior"}) has signed up to
          GameReady, a cricket training-plan service, and named you as their parent or guardian.
        </p>
        <div>
          <h2 className="font-display text-sm uppercase tracking-[0.2em] text-neon-magenta">If you agree</h2>
          <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm">
            <li>
              We keep their questionnaire answers, including any injuries they told us about, to build their plan.
            </li>
            <li>They can log their training (sessions, effort, overs bowled) and add a profile photo.</li>
            <li>Their coach can see their profile, answers and plan to prepare their training PDFs.</li>
            <li>You can ask us at any time to see or delete their data, and to withdraw your consent.</li>
          </ul>
        </div>
        <p className="text-sm text-muted">
          If you do not agree, do nothing: they can still see their plan, but cannot log training or add a photo. Read
          our{" "}
          <Link to="/privacy" className={linkClass}>
            Privacy Policy
          </Link>{" "}
          and{" "}
          <Link to="/terms" className={linkClass}>
            Terms
          </Link>
          .
        </p>
        {give.isError ? (
          <p role="alert" className="text-sm text-danger">
            {messageOf(give.error, INVALID)}
          </p>
        ) : null}
        <Button
          type="button"
          variant="hero"
          size="lg"
          className="w-full whitespace-normal"
          disabled={give.isPending}
          onClick={() => token && give.mutate(token)}
        >
          {give.isPending ? "Saving..." : "I am their parent or guardian: I give consent"}
        </Button>
      </div>
    </ConsentCard>
  );
}

/** The glowing card of the site's auth screens, for a parent who has never seen the site. */
function ConsentCard({ title, tone, children }: { title: string; tone?: "done"; children: ReactNode }) {
  return (
    <section className="relative mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-8 top-16 -z-10 h-64 rounded-full bg-gradient-neon opacity-20 blur-3xl"
      />
      <div className="card-glow relative overflow-hidden p-6 sm:p-8">
        <div aria-hidden="true" className="absolute inset-x-0 top-0 h-1 bg-gradient-neon" />
        <p className="font-display text-xs uppercase tracking-[0.3em] text-neon-cyan">
          {tone === "done" ? "All set" : "For parents and guardians"}
        </p>
        <h1 className="mt-2 text-2xl font-black leading-tight text-gradient sm:text-3xl">{title}</h1>
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
