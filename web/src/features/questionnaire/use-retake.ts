import { useQuery } from "@tanstack/react-query";
import { type RefObject, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "#web/app/nav.tsx";
import { apiJson } from "#web/lib/api-client.ts";
import { useSession } from "#web/lib/session.ts";
import { draftFromSavedAnswers } from "./retake.ts";
import type { DraftState } from "./use-questionnaire-draft.ts";

/** The part of GET /api/me a retake needs (docs/api.md). */
interface SavedAccount {
  questionnaire: Record<string, unknown> | null;
  plan: { planName: string; createdAt: string } | null;
}

// The dashboard's key for GET /api/me: the answers just read are the ones /profile shows.
const ME_KEY = ["me"] as const;

export interface Retake {
  /** Signed in with a plan: saving replaces it, so the page asks first. */
  plan: { planName: string; createdAt: string } | null;
  /** The form was filled from the account's saved answers. */
  prefilled: boolean;
}

/**
 * Retaking the questionnaire while signed in (issue #16): the form starts from the answers the
 * account holds, unless this tab already has a draft of its own (a reload mid-retake keeps the
 * athlete's changes); the header's "Retake questionnaire" link asks to start again from the
 * saved answers whatever the tab holds. That request is then cleared from the history entry, so a
 * reload does not undo the athlete's changes.
 */
export function useRetake(hadDraft: RefObject<boolean>, load: (state: DraftState) => void): Retake {
  const session = useSession();
  const signedIn = !!session.data?.user;
  const me = useQuery({
    queryKey: ME_KEY,
    queryFn: () => apiJson<SavedAccount>("GET", "/api/me"),
    enabled: signedIn,
  });
  const location = useLocation();
  const navigate = useNavigate();
  const asked = (location.state as { retake?: unknown } | null)?.retake === true;
  const done = useRef(false);
  const [prefilled, setPrefilled] = useState(false);
  const saved = me.data?.questionnaire ?? null;

  useEffect(() => {
    if (done.current || !saved) return;
    done.current = true;
    if (hadDraft.current && !asked) return;
    load(draftFromSavedAnswers(saved));
    setPrefilled(true);
    if (asked) navigate(location.pathname, { replace: true, state: null });
  }, [saved, hadDraft, asked, load, navigate, location.pathname]);

  return { plan: signedIn ? (me.data?.plan ?? null) : null, prefilled };
}
