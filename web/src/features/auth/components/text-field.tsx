import { type InputHTMLAttributes, type ReactNode, useLayoutEffect, useRef } from "react";
import { cn } from "#web/lib/cn.ts";

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value"> {
  id: string;
  label: string;
  value: string;
  onValueChange: (v: string) => void;
  error?: string;
  /** Something beside the input (the show/hide toggle). */
  trailing?: ReactNode;
}

export const inputClass =
  "h-12 w-full rounded-lg border border-border bg-bg/70 px-4 text-fg placeholder:text-muted/70 transition-colors focus:border-neon-cyan focus:outline-none focus:ring-2 focus:ring-neon-cyan/40 aria-invalid:border-danger";

/** A labelled input whose message is announced and tied to it (aria-describedby). */
export function TextField({ id, label, value, onValueChange, error, trailing, className, ...rest }: Props) {
  const errorId = `${id}-error`;
  const input = useRef<HTMLInputElement>(null);
  // Typed (or filled in by the browser) while the prerendered page waited for its script: React
  // keeps such text on screen but does not report it (React 19.3 leaves its replay switched off),
  // so the form would say "Email Required" beside a filled-in email. Adopt it once, as hydration
  // commits (a layout effect: a click right after hydration already sees it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useLayoutEffect(() => {
    const typed = input.current?.value ?? "";
    if (typed !== value) onValueChange(typed);
  }, []);
  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={id} className="block text-sm font-medium text-fg/90">
        {label}
      </label>
      <div className="relative">
        <input
          ref={input}
          id={id}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn(inputClass, trailing ? "pr-12" : undefined)}
          {...rest}
        />
        {trailing}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-danger" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
