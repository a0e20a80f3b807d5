import { toast } from "#web/lib/toast.ts";
import { Button } from "#web/components/ui/button.tsx";
import { messageOf } from "#web/lib/api-client.ts";
import { useSendVerificationEmail } from "../api/send-verification-email.ts";

/** Sends the verification mail again; the server rate-limits, so its message is shown as is. */
export function ResendVerificationButton({ email }: { email: string }) {
  const resend = useSendVerificationEmail();
  return (
    <Button
      variant="outline"
      className="w-full whitespace-normal border-neon-cyan/50 text-neon-cyan"
      disabled={resend.isPending}
      onClick={() =>
        resend.mutate(email, {
          onSuccess: () =>
            toast.success("Verification email sent", { description: `A new link is on its way to ${email}.` }),
          onError: (err) =>
            toast.error("Could not resend the email", { description: messageOf(err, "Please try again in a minute.") }),
        })
      }
    >
      {resend.isPending ? "Sending..." : "Resend verification email"}
    </Button>
  );
}
