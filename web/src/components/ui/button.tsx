import { type ButtonHTMLAttributes, Children, cloneElement, isValidElement, type ReactElement } from "react";
import { cn } from "#web/lib/cn.ts";

// Every variant and size the spec lists (§1). A plain lookup rather than class-variance-authority,
// and `asChild` by cloneElement rather than Radix Slot: the two cost every page with a button
// 1.5 KB gzip for what these dozen lines do (issue #13, decision 0113, seventh session).
const BASE =
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg font-semibold transition-all duration-200 disabled:pointer-events-none disabled:opacity-45 focus-visible:outline-2 cursor-pointer";

const VARIANTS = {
  default: "bg-neon-violet text-white hover:bg-neon-violet/85",
  destructive: "bg-danger text-bg hover:bg-danger/85",
  outline: "border border-border bg-transparent text-fg hover:border-neon-cyan hover:text-neon-cyan",
  secondary: "bg-surface-2 text-fg hover:bg-surface-2/70",
  ghost: "bg-transparent text-fg hover:bg-surface-2",
  link: "bg-transparent text-neon-cyan underline-offset-4 hover:underline",
  hero: "bg-gradient-neon text-bg font-bold shadow-glow hover:brightness-110 hover:scale-[1.03]",
  gaming:
    "border border-neon-cyan/60 bg-surface text-neon-cyan font-display uppercase tracking-widest shadow-[0_0_18px_rgb(34_211_238/0.25)] hover:bg-neon-cyan hover:text-bg hover:shadow-glow",
  accent: "bg-neon-magenta text-bg hover:shadow-glow-magenta hover:brightness-110",
};

const SIZES = {
  default: "h-10 px-4 text-sm",
  sm: "h-9 px-3 text-sm",
  lg: "h-12 px-6 text-base",
  xl: "h-14 px-8 text-lg",
  icon: "h-10 w-10",
};

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  /** Render the child element (a Link, an <a>) with the button's look. */
  asChild?: boolean;
};

/** The button's classes, for an element that is not a Button. */
export function buttonVariants({ variant, size }: Pick<ButtonProps, "variant" | "size"> = {}): string {
  return `${BASE} ${VARIANTS[variant ?? "default"]} ${SIZES[size ?? "default"]}`;
}

export function Button({ className, variant, size, asChild, type, children, ...props }: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild) {
    // As Radix Slot did: the child's own props win, its class names follow the button's.
    const child = Children.only(children);
    if (!isValidElement<{ className?: string }>(child)) throw new Error("Button asChild needs one element child");
    return cloneElement(child as ReactElement<Record<string, unknown>>, {
      ...props,
      ...child.props,
      className: child.props.className ? `${classes} ${child.props.className}` : classes,
    });
  }
  return (
    <button className={classes} type={type ?? "button"} {...props}>
      {children}
    </button>
  );
}
