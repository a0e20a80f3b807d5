/** While the preview's code or the plan itself is on its way (issue #16). */
export function PreviewSkeleton() {
  return (
    <div className="space-y-4" data-testid="plan-preview-loading">
      <p role="status" className="text-sm text-muted">
        Building your plan…
      </p>
      <div aria-hidden="true" className="card-glow h-40 animate-pulse" />
      <div aria-hidden="true" className="card-glow h-56 animate-pulse" />
    </div>
  );
}
