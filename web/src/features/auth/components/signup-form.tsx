import type { FormEvent } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { signUpFormSchema, type SignUpDetails } from "../signup-form-schema.ts";
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

export function SignUpForm({ mismatchMessage, pending, onSubmit, submitLabel = "Create Account" }: Props) {
  const form = useFormFields(signUpFormSchema(mismatchMessage), {
    fullName: "",
    email: "",
    password: "",
    confirmPassword: "",
  });

  function handleSubmit(e: FormEvent) {
    e.preventDefault();
    const data = form.submit();
    if (data) onSubmit({ fullName: data.fullName, email: data.email, password: data.password });
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
      <Button type="submit" variant="hero" size="lg" className="w-full" disabled={pending}>
        {pending ? "Creating account..." : submitLabel}
      </Button>
    </form>
  );
}
