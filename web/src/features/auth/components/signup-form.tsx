import type { FormEvent } from "react";
import { Link } from "#web/app/nav.tsx";
import { needsParentalConsent } from "#domain/consent";
import { Button } from "#web/components/ui/button.tsx";
import { useHydrated } from "#web/lib/use-hydrated.ts";
import { readSavedAnswers } from "../saved-answers.ts";
import type { SignUpDetails } from "../signup-form-schema.ts";
import { useFormFields } from "../use-form-fields.ts";
import { PasswordField } from "./password-field.tsx";
import { TextField } from "./text-field.tsx";

interface Props {
  /** Spec §5: '/cricket-signup' and '/auth' word the mismatch differently. */
  mismatchMessage: string;
  pending: boolean;
  onSubmit: (details: SignUpDetails) => void;
  submitLabel?: string;
}

const linkClass = "font-semibold text-neon-cyan underline underline-offset-4 hover:text-neon-cyan/80";

export function SignUpForm({ mismatchMessage, pending, onSubmit, submitLabel = "Create Account" }: Props) {
  // The saved answers' age group, once the browser runs the page (storage: issue #13).
  const hydrated = useHydrated();
  const ageGroup = hydrated ? readSavedAnswers()?.ageGroup : undefined;
  const junior = needsParentalConsent(ageGroup);
  const form = useFormFields((m) => m.signUpFormSchema(mismatchMessage, ageGroup), {
    fullName: "",
    email: "",
    password: "",
    confirmPassword: "",
    parentEmail: "",
  });

  async function handleSubmit(e: FormEvent) {
    e.preventDefault();
    const data = await form.submit();
    if (data)
      onSubmit({
        fullName: data.fullName,
        email: data.email,
        password: data.password,
        ...(junior ? { parentEmail: data.parentEmail.trim() } : {}),
      });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4" aria-label="Create your account">
      <TextField
        id="signup-full-name"
        label="Full Name"
        autoComplete="name"
        placeholder="Your name"
        value={form.values.fullName}
        onValueChange={(v) => form.set("fullName", v)}
        error={form.errors.fullName}
      />
      <TextField
        id="signup-email"
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
        id="signup-password"
        label="Password"
        autoComplete="new-password"
        value={form.values.password}
        onValueChange={(v) => form.set("password", v)}
        error={form.errors.password}
      />
      <PasswordField
        id="signup-confirm-password"
        label="Confirm Password"
        autoComplete="new-password"
        value={form.values.confirmPassword}
        onValueChange={(v) => form.set("confirmPassword", v)}
        error={form.errors.confirmPassword}
      />
      {junior ? (
        <div className="space-y-2 rounded-xl border border-neon-violet/40 bg-neon-violet/10 p-4">
          <TextField
            id="signup-parent-email"
            label="Parent or guardian's e-mail"
            type="email"
            inputMode="email"
            autoComplete="off"
            placeholder="parent@example.com"
            value={form.values.parentEmail}
            onValueChange={(v) => form.set("parentEmail", v)}
            error={form.errors.parentEmail}
          />
          <p className="text-sm text-muted">
            You are {String(ageGroup)}: we e-mail your parent or guardian to ask for their consent. You can see your
            plan straight away; logging training and adding a photo open once they agree.
          </p>
        </div>
      ) : null}
      <p className="text-sm text-muted">
        By creating an account you agree to our{" "}
        <Link to="/terms" className={linkClass}>
          Terms
        </Link>{" "}
        and confirm you have read our{" "}
        <Link to="/privacy" className={linkClass}>
          Privacy Policy
        </Link>
        : we keep your answers to build and adjust your plan, and your coach can see them.
      </p>
      <Button type="submit" variant="hero" size="lg" className="w-full" disabled={pending}>
        {pending ? "Creating account..." : submitLabel}
      </Button>
    </form>
  );
}
