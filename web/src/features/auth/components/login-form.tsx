import { useState, type FormEvent } from "react";
import { toast } from "#web/lib/toast.ts";
import { Button } from "#web/components/ui/button.tsx";
import { messageOf } from "#web/lib/api-client.ts";
import { useRequestPasswordReset } from "../api/request-password-reset.ts";
import { useSignIn } from "../api/sign-in.ts";
import { AUTH_ERROR_TITLE, isNotVerified, signInErrorMessage } from "../sign-in-errors.ts";
import { useFormFields } from "../use-form-fields.ts";
import { PasswordField } from "./password-field.tsx";
import { TextField } from "./text-field.tsx";
import { UnverifiedNotice } from "./unverified-notice.tsx";

/** `email`: filled in when a page sent the person here to sign in as one account (verify-email-page). */
export function LoginForm({ onSignedIn, email = "" }: { onSignedIn: () => void; email?: string }) {
  const form = useFormFields((m) => m.SignInSchema, { email, password: "" });
  const signIn = useSignIn();
  const reset = useRequestPasswordReset();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);

  async function handleSubmit(e: FormEvent) {
    e.preventDefault();
    const data = await form.submit();
    if (!data) return;
    setUnverifiedEmail(null);
    signIn.mutate(data, {
      onSuccess: onSignedIn,
      onError: (err) => {
        if (isNotVerified(err)) setUnverifiedEmail(data.email);
        toast.error(AUTH_ERROR_TITLE, { description: signInErrorMessage(err) });
      },
    });
  }

  function forgotPassword() {
    const email = form.values.email.trim();
    if (!email) {
      toast.error("Email Required", { description: "Please enter your email address first." });
      document.getElementById("login-email")?.focus();
      return;
    }
    reset.mutate(email, {
      onSuccess: () =>
        toast.success("Check your email!", {
          description: `If an account exists for ${email}, a password reset link is on its way.`,
        }),
      onError: (err) => toast.error(messageOf(err, "Failed to send reset email")),
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4" aria-label="Log in">
      <TextField
        id="login-email"
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="you@example.com"
        value={form.values.email}
        onValueChange={(v) => form.set("email", v)}
        error={form.errors.email}
      />
      <PasswordField
        id="login-password"
        label="Password"
        autoComplete="current-password"
        value={form.values.password}
        onValueChange={(v) => form.set("password", v)}
        error={form.errors.password}
      />
      <div className="flex justify-end">
        <button
          type="button"
          onClick={forgotPassword}
          disabled={reset.isPending}
          className="cursor-pointer text-sm font-medium text-neon-cyan underline-offset-4 hover:underline disabled:opacity-50"
        >
          {reset.isPending ? "Sending reset link..." : "Forgot password?"}
        </button>
      </div>
      {unverifiedEmail ? <UnverifiedNotice email={unverifiedEmail} /> : null}
      <Button type="submit" variant="hero" size="lg" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending ? "Logging in..." : "Log In"}
      </Button>
    </form>
  );
}
