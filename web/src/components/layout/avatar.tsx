import { useState } from "react";
import { cn } from "#web/lib/cn.ts";
import { initialsOf } from "./account-links.ts";

/**
 * The athlete's photo (GET /api/avatars/:name) or, without one or while it fails, their
 * initials on the neon gradient. Decorative: the button around it carries the name.
 */
export function Avatar({ name, url, className }: { name: string; url: string | null; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const showPhoto = url && failed !== url;
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-gradient-neon font-display text-xs font-black tracking-wider text-bg",
        className,
      )}
    >
      {showPhoto ? (
        <img
          src={url}
          alt=""
          width={40}
          height={40}
          className="h-full w-full object-cover"
          onError={() => setFailed(url)}
        />
      ) : (
        initialsOf(name)
      )}
    </span>
  );
}
