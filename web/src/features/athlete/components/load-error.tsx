import { Button } from "#web/components/ui/button.tsx";

/** A page's data could not be loaded: say so (the spec's wording) and offer to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="card-glow flex flex-col items-center gap-4 p-10 text-center">
      <span
        aria-hidden="true"
        className="flex h-14 w-14 items-center justify-center rounded-full border border-danger/50 bg-danger/10 text-2xl font-black text-danger"
      >
        !
      </span>
      <p className="text-lg font-semibold text-fg">{message}</p>
      <p className="text-sm text-muted">Check your connection, then try again.</p>
      <Button variant="gaming" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
