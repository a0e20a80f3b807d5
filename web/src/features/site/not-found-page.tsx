import { NotFound } from "#web/components/layout/not-found.tsx";

/** Any unknown path (spec §2). */
export default function NotFoundPage() {
  return <NotFound />;
}
