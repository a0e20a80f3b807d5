import { type ComponentType, lazy } from "react";

type Load = () => Promise<{ default: ComponentType }>;
export type RoutePage = ComponentType & { src: string; preload: () => Promise<void> };

/**
 * A page in its own chunk that can be loaded before React first renders it. React.lazy suspends
 * at least once even when the chunk is already in, which during hydration would leave the
 * prerendered HTML waiting on a retry; once `preload` has run, the page renders at once with the
 * same markup (lazy adds no elements of its own). `src` names the module, so the build can
 * preload the page's chunk in its HTML (scripts/prerender.ts). docs/decisions/0090.
 */
export function lazyRoute(modules: Record<string, Load>, src: string): RoutePage {
  const load = modules[src];
  if (!load) throw new Error(`No page module ${src}`);
  let Loaded: ComponentType | null = null;
  const Lazy = lazy(load);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page at module scope (routes.tsx), never inside a render.
  const Page = () => (Loaded ? <Loaded /> : <Lazy />);
  return Object.assign(Page, {
    src,
    preload: async () => {
      Loaded = (await load()).default;
    },
  });
}
