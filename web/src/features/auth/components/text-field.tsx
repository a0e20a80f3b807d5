import type { InputHTMLAttributes, ReactNode } from "react";
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
  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={id} className="block text-sm font-medium text-fg/90">
        {label}
      </label>
      <div className="relative">
        <input
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
