import { useState } from "react";
import { useNavigate, useSearchParams } from "#web/app/nav.tsx";
import { useRedirectWhenSignedIn, useResetSession } from "#web/lib/session.ts";
import { deferred } from "#web/components/layout/deferred.ts";
import { AuthCard } from "./components/auth-card.tsx";
import { LoginForm } from "./components/login-form.tsx";
import { ModeSwitch } from "./components/mode-switch.tsx";
import { RecoveryForm } from "./components/recovery-form.tsx";

// Sign-up mode (its form, rules and flow) is fetched when asked for, or when the pointer or focus
// reaches the switch, not with the login page (issue #13, decision 0091).
const SignUpMode = deferred(() => import("./auth-signup-mode.tsx"));

type Mode = "login" | "signup";

/** /auth: login or sign-up, and recovery mode when the reset link brings ?type=recovery (spec §2, §4). */
export default function AuthPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [mode, setMode] = useState<Mode>("login");
  const recovery = params.get("type") === "recovery";
  const resetSession = useResetSession();
  const SignUp = SignUpMode.useComponent(mode === "signup");

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

  if (mode === "signup") {
    // The card's heading stays put while the mode's code arrives (a moment, once).
    return SignUp ? (
      <SignUp onLogin={() => setMode("login")} />
    ) : (
      <AuthCard
        eyebrow="Create your account"
        title="Join the Elite"
        subtitle="Finished the assessment? Create your account to unlock your plan."
      >
        <p className="text-sm text-muted">Loading…</p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      eyebrow="Athlete login"
      title="Welcome Back, Champion"
      subtitle="Log in to open your dashboard and training schedule."
    >
      <LoginForm onSignedIn={signedIn} email={params.get("email") ?? undefined} />
      <ModeSwitch login onSwitch={() => setMode("signup")} onIntent={SignUpMode.preload} />
    </AuthCard>
  );
}
