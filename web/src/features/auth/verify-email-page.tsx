import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { messageOf } from "#web/lib/api-client.ts";
import { useResetSession } from "#web/lib/session.ts";
import { useVerifyEmail } from "./api/verify-email.ts";
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
      onSuccess: async () => {
        setVerified(true);
        await resetSession();
        setTimeout(() => navigate("/profile", { replace: true }), SUCCESS_PAUSE_MS);
      },
      onError: (err) => fail(messageOf(err, AGAIN)),
    });
  }, [params, navigate, verify, resetSession]);

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
