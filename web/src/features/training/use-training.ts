import { useEffect, useMemo, useSyncExternalStore } from "react";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "#web/app/nav.tsx";
import type { TrainingState } from "#domain/training/api";
import { setSignedInHint } from "#web/components/layout/remember-sign-in.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { useSession } from "#web/lib/session.ts";
import { getPlan, type MyPlan } from "./api/get-plan.ts";
import { getTraining } from "./api/get-training.ts";
import { registerServiceWorker } from "./register-sw.ts";
import { flush, trainingStore, withPending } from "./training-store.ts";

const isNetworkError = (err: unknown) => err instanceof ApiError && err.status === 0;

/** navigator.onLine, live (online in the prerendered shell and while it hydrates). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (cb) => {
      window.addEventListener("online", cb);
      window.addEventListener("offline", cb);
      return () => {
        window.removeEventListener("online", cb);
        window.removeEventListener("offline", cb);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}

export const useTrainingStore = () =>
  useSyncExternalStore(trainingStore.subscribe, trainingStore.get, trainingStore.getServer);

/** The athlete whose copy this device holds, when the network is down. */
function offlineUser(): string | null {
  return trainingStore.get().cache?.userId ?? null;
}

export interface TrainingData {
  userId: string;
  plan: MyPlan | null;
  /** The server's state with this device's unsynced logs laid over it. */
  training: TrainingState;
  pending: number;
  /** Answered from this device's copy: the network is down. */
  fromCache: boolean;
}

/**
 * The plan and training state for the training pages: from the API when online (and kept on the
 * device), from the device's copy when the network is down. Signed out → /auth.
 */
export function useTrainingData(): {
  data: TrainingData | null;
  noPlan: boolean;
  /** Offline with no copy of this athlete's training on the device yet. */
  offlineEmpty: boolean;
  error: unknown;
  retry: () => void;
} {
  const navigate = useNavigate();
  const session = useSession();
  const online = useOnline();
  // Offline, the session cannot be asked (TanStack Query pauses it): this device's athlete stands in.
  const offline = !online || (session.isError && isNetworkError(session.error));
  const userId = session.data?.user.id ?? (offline ? offlineUser() : null);
  const signedOut = session.isSuccess && !session.data;
  const store = useTrainingStore();

  const signedIn = !!session.data;
  const sessionUser = session.data?.user.id;
  useEffect(() => {
    if (sessionUser) trainingStore.keepOnly(sessionUser);
  }, [sessionUser]);
  useEffect(() => {
    if (signedIn) {
      setSignedInHint(true);
      registerServiceWorker();
    }
  }, [signedIn]);
  useEffect(() => {
    if (signedOut) {
      trainingStore.clearCache();
      setSignedInHint(false);
      navigate("/auth", { replace: true });
    }
  }, [signedOut, navigate]);

  const plan = useQuery({
    queryKey: ["training-plan", userId],
    enabled: !!userId,
    networkMode: "always",
    queryFn: async () => {
      try {
        const p = await getPlan();
        trainingStore.savePlan(userId!, p);
        return { plan: p, fromCache: false };
      } catch (err) {
        const cached = trainingStore.cacheFor(userId!);
        if (isNetworkError(err) && cached) return { plan: cached.plan, fromCache: true };
        throw err;
      }
    },
  });
  // No plan, no training state (the server answers 404 NO_PLAN): the page offers the questionnaire.
  const noPlan = plan.data?.plan === null;
  const training = useQuery({
    queryKey: ["training-state", userId],
    enabled: !!userId && !noPlan,
    networkMode: "always",
    queryFn: async () => {
      try {
        const t = await getTraining();
        trainingStore.saveTraining(userId!, t);
        return { fromCache: false };
      } catch (err) {
        if (isNetworkError(err) && trainingStore.cacheFor(userId!)?.training) return { fromCache: true };
        throw err;
      }
    },
  });

  const expired = [plan.error, training.error].some((e) => e instanceof ApiError && e.status === 401);
  useEffect(() => {
    if (expired) navigate("/auth", { replace: true });
  }, [expired, navigate]);

  // Whatever waits in the queue goes as soon as the athlete is known.
  useEffect(() => {
    if (userId) void flush(userId);
  }, [userId]);

  const cache = userId ? (store.cache?.userId === userId ? store.cache : null) : null;
  const pending = useMemo(() => store.queue.filter((q) => q.userId === userId), [store.queue, userId]);
  const data = useMemo<TrainingData | null>(() => {
    if (!userId || !plan.data || !training.data || !cache?.training) return null;
    return {
      userId,
      plan: cache.plan ?? plan.data.plan,
      training: withPending(cache.training, pending),
      pending: pending.length,
      fromCache: plan.data.fromCache || training.data.fromCache,
    };
  }, [userId, plan.data, training.data, cache, pending]);

  const error =
    (!offline && session.error) || plan.error || training.error || (offline && !userId ? session.error : null);
  return {
    data,
    noPlan,
    offlineEmpty: offline && !data && (!userId || !trainingStore.cacheFor(userId)?.training),
    error: expired ? null : error,
    retry: () => {
      void session.refetch();
      void plan.refetch();
      void training.refetch();
    },
  };
}
