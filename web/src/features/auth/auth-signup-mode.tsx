import { AuthCard } from "./components/auth-card.tsx";
import { CheckEmailPanel } from "./components/check-email-panel.tsx";
import { ModeSwitch } from "./components/mode-switch.tsx";
import { SignUpForm } from "./components/signup-form.tsx";
import { AUTH_ERROR_TITLE } from "./sign-in-errors.ts";
import { useSignUpFlow } from "./use-sign-up-flow.ts";

const SIGN_UP_CARD = {
  eyebrow: "Create your account",
  title: "Join the Elite",
  subtitle: "Finished the assessment? Create your account to unlock your plan.",
} as const;

/** /auth in sign-up mode: its own chunk, fetched when a visitor asks for it (decision 0091). */
export default function AuthSignUpMode({ onLogin }: { onLogin: () => void }) {
  const signUp = useSignUpFlow(AUTH_ERROR_TITLE);
  if (signUp.sentTo) {
    return (
      <AuthCard eyebrow="Almost there" title="Join the Elite">
        <CheckEmailPanel email={signUp.sentTo} />
      </AuthCard>
    );
  }
  return (
    <AuthCard {...SIGN_UP_CARD}>
      <SignUpForm
        mismatchMessage="Passwords do not match. Please try again."
        pending={signUp.pending}
        onSubmit={signUp.submit}
      />
      <ModeSwitch login={false} onSwitch={onLogin} />
    </AuthCard>
  );
}
