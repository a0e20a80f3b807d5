import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "#web/app/nav.tsx";
import { toast } from "#web/lib/toast.ts";
import { Button } from "#web/components/ui/button.tsx";
import { messageOf } from "#web/lib/api-client.ts";
import { useResetSession } from "#web/lib/session.ts";
import { signOut } from "./api/sign-out.ts";
import { useVerifyEmail, type Verified } from "./api/verify-email.ts";
import { AuthCard } from "./components/auth-card.tsx";

const AGAIN = "Please click the verification link from your email again.";
/** Long enough to read 'Verified!', short enough not to wait. */
const SUCCESS_PAUSE_MS = 1200;

/** /verify-email?token=…: the link from the mail (spec §2, §8). A token works once. */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const verify = useVerifyEmail();
  const resetSession = useResetSession();
  const [verified, setVerified] = useState(false);
  const [otherAccount, setOtherAccount] = useState<Verified | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // The token is single-use: never send it twice (StrictMode runs effects twice in dev).
    if (started.current) return;
    started.current = true;
    const token = params.get("token");
    const fail = (description: string) => {
      toast.error("Verification Error", { description });
      navigate("/auth", { replace: true });
    };
    if (!token) return fail(AGAIN);
    verify.mutate(token, {
      onSuccess: async (answer) => {
        // Signed in as someone else: that session stays until the person chooses (issue #14).
        if (answer.signedInAs) return setOtherAccount(answer);
        setVerified(true);
        await resetSession();
        setTimeout(() => navigate("/profile", { replace: true }), SUCCESS_PAUSE_MS);
      },
      onError: (err) => fail(messageOf(err, AGAIN)),
    });
  }, [params, navigate, verify, resetSession]);

  if (otherAccount?.signedInAs)
    return <ChooseAccount verified={otherAccount.email} current={otherAccount.signedInAs} />;

  return (
    <AuthCard eyebrow="Email verification" title={verified ? "Verified!" : "Verifying..."}>
      <div className="flex flex-col items-center gap-4 py-4 text-center" role="status" aria-live="polite">
        {verified ? (
          <span
            aria-hidden="true"
            className="flex h-16 w-16 items-center justify-center rounded-full bg-neon-lime/15 text-neon-lime shadow-[0_0_24px_rgb(163_230_53/0.45)]"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-8 w-8"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
            >
              <path d="m5 12 5 5 9-10" />
            </svg>
          </span>
        ) : (
          <span
            aria-hidden="true"
            className="h-14 w-14 animate-spin rounded-full border-4 border-neon-cyan/30 border-t-neon-cyan"
          />
        )}
        <p className="text-muted">
          {verified
            ? "Your account is active. Taking you to your dashboard..."
            : "Checking your link and setting up your plan..."}
        </p>
      </div>
    </AuthCard>
  );
}

/**
 * The link verified an address, but this browser is signed in as another account (issue #14,
 * login CSRF): nothing switches by itself. Continuing signs out and asks for that account's
 * password; staying keeps the current session.
 */
/** E-mail addresses can be long: the buttons wrap rather than overflow on a phone. */
const WRAP = "h-auto min-h-12 w-full whitespace-normal break-words py-2";

function ChooseAccount({ verified, current }: { verified: string; current: string }) {
  const navigate = useNavigate();
  const resetSession = useResetSession();
  const [leaving, setLeaving] = useState(false);

  async function continueAsVerified() {
    setLeaving(true);
    try {
      await signOut();
    } catch (err) {
      setLeaving(false);
      toast.error("Sign out failed", { description: messageOf(err, "Please try again.") });
      return;
    }
    await resetSession();
    toast.success("E-mail verified", { description: `Log in as ${verified} to continue.` });
    navigate(`/auth?email=${encodeURIComponent(verified)}`, { replace: true });
  }

  return (
    <AuthCard
      eyebrow="Email verification"
      title="E-mail verified"
      subtitle={
        <>
          <strong className="text-fg">{verified}</strong> is verified. This browser is signed in as{" "}
          <strong className="text-fg">{current}</strong>.
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <Button variant="hero" size="lg" className={WRAP} disabled={leaving} onClick={continueAsVerified}>
          Continue as {verified}
        </Button>
        <Button
          variant="outline"
          size="lg"
          className={WRAP}
          disabled={leaving}
          onClick={() => navigate("/profile", { replace: true })}
        >
          Stay signed in as {current}
        </Button>
      </div>
    </AuthCard>
  );
}
