import type { IdCardView } from "../profile-format.ts";
import { AvatarUpload } from "./avatar-upload.tsx";

/** The athlete's player card (spec §2): picture, name, sport, member since, primary goal. */
export function AthleteIdCard({ view, athleteId }: { view: IdCardView; athleteId: string }) {
  return (
    <section aria-labelledby="id-card-name" className="card-glow relative overflow-hidden p-6 text-center">
      <div aria-hidden="true" className="absolute inset-x-0 top-0 h-24 bg-gradient-neon opacity-25" />
      <div aria-hidden="true" className="absolute inset-x-0 top-0 h-1 bg-gradient-neon" />
      <p className="relative flex items-center justify-between font-display text-[0.65rem] uppercase tracking-[0.3em] text-muted">
        <span>Athlete ID</span>
        <span className="text-neon-cyan">#{athleteId.slice(0, 8).toUpperCase()}</span>
      </p>
      <div className="relative mt-5">
        <AvatarUpload name={view.name} initials={view.initials} avatarUrl={view.avatarUrl} />
      </div>
      <h2 id="id-card-name" className="relative mt-5 break-words text-2xl font-black text-fg">
        {view.name}
      </h2>
      <p className="mt-2">
        <span className="inline-flex items-center gap-2 rounded-full border border-neon-cyan/40 bg-neon-cyan/10 px-3 py-1 text-xs font-semibold uppercase tracking-widest text-neon-cyan">
          <span
            aria-hidden="true"
            className="h-1.5 w-1.5 rounded-full bg-neon-lime shadow-[0_0_8px_var(--color-neon-lime)]"
          />
          {view.sport}
        </span>
      </p>
      {view.role ? <p className="mt-3 text-sm font-medium text-muted">{view.role}</p> : null}
      <dl className="mt-6 space-y-3 text-left">
        <div className="rounded-lg border border-border bg-bg/50 px-4 py-3">
          <dt className="text-xs uppercase tracking-widest text-muted">Primary goal</dt>
          <dd className="mt-1 font-semibold text-fg">{view.primaryGoal}</dd>
        </div>
        {view.memberSince ? (
          <div className="rounded-lg border border-border bg-bg/50 px-4 py-3">
            <dt className="sr-only">Membership</dt>
            <dd className="text-sm text-muted">Member since {view.memberSince}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
