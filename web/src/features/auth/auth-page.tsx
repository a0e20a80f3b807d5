import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useRedirectWhenSignedIn, useResetSession } from "#web/lib/session.ts";
import { AuthCard } from "./components/auth-card.tsx";
import { CheckEmailPanel } from "./components/check-email-panel.tsx";
import { LoginForm } from "./components/login-form.tsx";
import { RecoveryForm } from "./components/recovery-form.tsx";
import { SignUpForm } from "./components/signup-form.tsx";
import { AUTH_ERROR_TITLE } from "./sign-in-errors.ts";
import { useSignUpFlow } from "./use-sign-up-flow.ts";

type Mode = "login" | "signup";

/** /auth: login or sign-up, and recovery mode when the reset link brings ?type=recovery (spec §2, §4). */
export default function AuthPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [mode, setMode] = useState<Mode>("login");
  const recovery = params.get("type") === "recovery";
  const resetSession = useResetSession();
  const signUp = useSignUpFlow(AUTH_ERROR_TITLE);

  // A reset link is followed even by someone signed in elsewhere; otherwise a session means
  // there is nothing to do here.
  useRedirectWhenSignedIn("/profile", !recovery);

  async function signedIn() {
    await resetSession();
    navigate("/profile", { replace: true });
  }

  if (recovery) {
    return (
      <AuthCard
        eyebrow="Account recovery"
        title="Set a New Password"
        subtitle="Choose a new password of at least 6 characters."
      >
        <RecoveryForm
          token={params.get("token")}
          onDone={() => {
            setParams({}, { replace: true });
            setMode("login");
          }}
        />
      </AuthCard>
    );
  }

  if (mode === "signup" && signUp.sentTo) {
    return (
      <AuthCard eyebrow="Almost there" title="Join the Elite">
        <CheckEmailPanel email={signUp.sentTo} />
      </AuthCard>
    );
  }

  const login = mode === "login";
  return (
    <AuthCard
      eyebrow={login ? "Athlete login" : "Create your account"}
      title={login ? "Welcome Back, Champion" : "Join the Elite"}
      subtitle={
        login
          ? "Log in to open your dashboard and training schedule."
          : "Finished the assessment? Create your account to unlock your plan."
      }
    >
      {login ? (
        <LoginForm onSignedIn={signedIn} email={params.get("email") ?? undefined} />
      ) : (
        <SignUpForm
          mismatchMessage="Passwords do not match. Please try again."
          pending={signUp.pending}
          onSubmit={signUp.submit}
        />
      )}
      <p className="mt-6 text-center text-sm text-muted">
        {login ? "New to GameReady? " : "Already have an account? "}
        <button
          type="button"
          onClick={() => setMode(login ? "signup" : "login")}
          className="cursor-pointer font-semibold text-neon-cyan underline-offset-4 hover:underline"
        >
          {login ? "Create an account" : "Log in"}
        </button>
      </p>
    </AuthCard>
  );
}
