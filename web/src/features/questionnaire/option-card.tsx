import type { InputHTMLAttributes, ReactNode } from "react";
import { cn } from "#web/lib/cn.ts";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & {
  type: "radio" | "checkbox";
  label: ReactNode;
};

/**
 * A real radio or checkbox inside a big tappable card. The input stays in the accessibility tree
 * (only visually hidden), so arrow keys, Space and screen readers behave natively.
 */
export function OptionCard({ type, label, className, ...input }: Props) {
  return (
    <label
      className={cn(
        "group relative flex min-h-14 cursor-pointer items-center gap-4 rounded-xl border border-border bg-surface/70 px-4 py-3 transition-all duration-200",
        "hover:border-neon-cyan/60 hover:bg-surface-2",
        "has-checked:border-neon-cyan has-checked:bg-neon-cyan/10 has-checked:shadow-[0_0_22px_rgb(34_211_238/0.28)]",
        "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-neon-cyan",
        "has-disabled:cursor-not-allowed has-disabled:opacity-45 has-disabled:hover:border-border has-disabled:hover:bg-surface/70",
        className,
      )}
    >
      <input type={type} className="peer sr-only" {...input} />
      <span
        aria-hidden="true"
        className={cn(
          "flex h-6 w-6 shrink-0 items-center justify-center border-2 border-muted/60 transition-colors",
          type === "radio" ? "rounded-full" : "rounded-md",
          "peer-checked:border-neon-cyan peer-checked:bg-neon-cyan",
          "after:opacity-0 peer-checked:after:opacity-100",
          type === "radio"
            ? "after:h-2.5 after:w-2.5 after:rounded-full after:bg-bg"
            : "after:content-['✓'] after:text-sm after:font-bold after:text-bg",
        )}
      />
      <span className="font-semibold text-fg">{label}</span>
    </label>
  );
}
