import { Link } from "#web/app/nav.tsx";
import { NotFound } from "#web/components/layout/not-found.tsx";
import { Button } from "#web/components/ui/button.tsx";

/** An unknown learn category or sport: the shared 404, with a way back into Learn & Grow. */
export function LearnNotFound() {
  return (
    <NotFound
      hint="This page does not exist. The learn section has three categories across six sports."
      extraAction={
        <Button asChild variant="outline" size="lg">
          <Link to="/cricket-learn">Learn &amp; Grow</Link>
        </Button>
      }
    />
  );
}
