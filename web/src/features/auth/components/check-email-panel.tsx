import { Link } from "#web/app/nav.tsx";
import { ResendVerificationButton } from "./resend-verification-button.tsx";

/** After sign-up: the account waits for its link; the answers wait with it on the server. */
export function CheckEmailPanel({ email }: { email: string }) {
  return (
    <div className="space-y-5 text-center" role="status" aria-live="polite">
      <div
        aria-hidden="true"
        className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-gradient-neon shadow-glow"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-8 w-8 text-bg"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <path d="m3 7 9 6 9-6" />
        </svg>
      </div>
      <h2 className="text-xl font-bold text-fg">Check your email</h2>
      <p className="text-muted">
        We sent a verification link to <strong className="break-words text-neon-cyan">{email}</strong>. Open it (on any
        device) to activate your account: your answers and your plan are saved and waiting.
      </p>
      <p className="text-sm text-muted">No mail after a minute? Look in the spam folder, or send it again.</p>
      <ResendVerificationButton email={email} />
      <p className="text-sm text-muted">
        Already verified?{" "}
        <Link to="/auth" className="font-semibold text-neon-cyan underline-offset-4 hover:underline">
          Log in
        </Link>
      </p>
    </div>
  );
}
