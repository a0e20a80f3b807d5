import { roleLabel } from "#domain/plan-record";
import { DEFAULT_PRIMARY_GOAL } from "#domain/plan-record";
import type { Me } from "./api/get-me.ts";

/** What the ID card shows, with the spec's defaults (§9): name 'Athlete', sport 'Athlete'. */
export interface IdCardView {
  name: string;
  initials: string;
  sport: string;
  memberSince: string | null;
  primaryGoal: string;
  /** "Fast Bowler · Advanced" (or "Wicketkeeper-Batsman · Advanced": decision 0104) from the saved answers. */
  role: string | null;
  avatarUrl: string | null;
}

/** Spec §9: the first two letters of the name, upper-cased. */
export const initialsOf = (name: string) => name.replace(/\s+/g, "").slice(0, 2).toUpperCase() || "AT";

/** 'November 2026' from an ISO date (month and year only). */
export function monthYear(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d.toLocaleDateString("en-US", { month: "long", year: "numeric" });
}

const titleCase = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function idCardView(me: Me): IdCardView {
  const name = me.profile?.fullName?.trim() || me.user.name?.trim() || "Athlete";
  const sport = me.plan?.sport?.trim();
  return {
    name,
    initials: initialsOf(name),
    sport: sport ? titleCase(sport) : "Athlete",
    memberSince: monthYear(me.profile?.createdAt),
    primaryGoal: me.questionnaire?.goals?.[0] ?? DEFAULT_PRIMARY_GOAL,
    avatarUrl: me.profile?.avatarUrl ?? null,
    role:
      [me.questionnaire?.primaryRole && roleLabel(me.questionnaire.primaryRole), me.questionnaire?.competitionLevel]
        .filter(Boolean)
        .join(" · ") || null,
  };
}
