import type { CSSProperties, HTMLAttributes } from "react";

type Props = Omit<HTMLAttributes<HTMLDivElement>, "children"> & {
  value: number;
  max?: number;
  /** aria-valuetext; a percentage unless given. */
  valueText?: string;
  indicatorClassName?: string;
  indicatorStyle?: CSSProperties;
};

/**
 * A determinate progress bar: the markup Radix Progress rendered (role, aria-value*, data-state,
 * data-value, data-max on the bar and its indicator) without its 2.5 KB gzip of Slot and
 * Primitive for two divs (issue #13, decision 0113, seventh session).
 */
export function ProgressBar({ value, max = 100, valueText, indicatorClassName, indicatorStyle, ...props }: Props) {
  const data = { "data-state": value >= max ? "complete" : "loading", "data-value": value, "data-max": max };
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText ?? `${Math.round((value / max) * 100)}%`}
      {...data}
      {...props}
    >
      <div className={indicatorClassName} style={indicatorStyle} {...data} />
    </div>
  );
}
