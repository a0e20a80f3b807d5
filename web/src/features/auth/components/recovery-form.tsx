import type { FormEvent } from "react";
import { toast } from "#web/lib/toast.ts";
import { Button } from "#web/components/ui/button.tsx";
import { ApiError, messageOf } from "#web/lib/api-client.ts";
import { useResetPassword } from "../api/reset-password.ts";
import { AUTH_ERROR_TITLE } from "../sign-in-errors.ts";
import { useFormFields } from "../use-form-fields.ts";
import { PasswordField } from "./password-field.tsx";

const EXPIRED = "This reset link is invalid or has already been used. Request a new one with 'Forgot password?'.";

/** Recovery mode (spec §4): the link's token sets a new password, then the page switches to login. */
export function RecoveryForm({ token, onDone }: { token: string | null; onDone: () => void }) {
  const form = useFormFields((m) => m.RecoverySchema, { newPassword: "", confirmPassword: "" });
  const reset = useResetPassword();

  async function handleSubmit(e: FormEvent) {
    e.preventDefault();
    const data = await form.submit();
    if (!data) return;
    if (!token) {
      toast.error(AUTH_ERROR_TITLE, { description: EXPIRED });
      return;
    }
    reset.mutate(
      { newPassword: data.newPassword, token },
      {
        onSuccess: () => {
          toast.success("Password updated successfully!", { description: "Log in with your new password." });
          onDone();
        },
        onError: (err) => {
          const invalid = err instanceof ApiError && err.code === "INVALID_TOKEN";
          toast.error(AUTH_ERROR_TITLE, {
            description: invalid ? EXPIRED : messageOf(err, "Failed to update password"),
          });
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4" aria-label="Set a new password">
      <PasswordField
        id="recovery-password"
        label="New Password"
        autoComplete="new-password"
        value={form.values.newPassword}
        onValueChange={(v) => form.set("newPassword", v)}
        error={form.errors.newPassword}
      />
      <PasswordField
        id="recovery-confirm-password"
        label="Confirm New Password"
        autoComplete="new-password"
        value={form.values.confirmPassword}
        onValueChange={(v) => form.set("confirmPassword", v)}
        error={form.errors.confirmPassword}
      />
      <Button type="submit" variant="hero" size="lg" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? "Updating..." : "Update Password"}
      </Button>
    </form>
  );
}
