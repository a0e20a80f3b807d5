import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import type { ButtonHTMLAttributes } from "react";
import { cn } from "#web/lib/cn.ts";

/** Every variant and size the spec lists (§1). */
export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg font-semibold transition-all duration-200 disabled:pointer-events-none disabled:opacity-45 focus-visible:outline-2 cursor-pointer",
  {
    variants: {
      variant: {
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
      },
      size: {
        default: "h-10 px-4 text-sm",
        sm: "h-9 px-3 text-sm",
        lg: "h-12 px-6 text-base",
        xl: "h-14 px-8 text-lg",
        icon: "h-10 w-10",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (a Link, an <a>) with the button's look. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : "button";
  return (
    <Comp
      className={cn(buttonVariants({ variant, size }), className)}
      {...(asChild ? {} : { type: type ?? "button" })}
      {...props}
    />
  );
}
