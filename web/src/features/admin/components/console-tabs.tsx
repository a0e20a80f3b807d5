import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";

export interface ConsoleTab {
  value: string;
  label: string;
  /** Called when the pointer or focus reaches the tab: a lazy panel starts loading. */
  onIntent?: () => void;
}

const NEXT: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * The coach console's tabs (WAI-ARIA tabs, automatic activation): arrows, Home and End move and
 * select, one tab stop, only the selected panel mounted. It replaces Radix Tabs, whose collection,
 * roving focus and presence layers cost the console 5 KB gzip for two tabs (decision 0113).
 */
export function ConsoleTabs(props: {
  label: string;
  tabs: ConsoleTab[];
  value: string;
  onChange: (value: string) => void;
  tabClassName: string;
  panelClassName: string;
  className?: string;
  children: ReactNode;
}) {
  const { label, tabs, value, onChange, tabClassName, panelClassName, className, children } = props;
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (v: string) => `${id}-tab-${v}`;
  const panelId = (v: string) => `${id}-panel-${v}`;

  function onKeyDown(e: KeyboardEvent) {
    const move = NEXT[e.key];
    if (!move) return;
    e.preventDefault();
    const next =
      tabs[
        move(
          Math.max(
            0,
            tabs.findIndex((t) => t.value === value),
          ),
          tabs.length,
        )
      ];
    if (!next) return;
    onChange(next.value);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(next.value))}`)?.focus();
  }

  return (
    <div className={className}>
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        className="flex gap-2 rounded-xl border border-border bg-surface/80 p-1.5 sm:inline-flex"
      >
        {tabs.map((t) => {
          const selected = t.value === value;
          return (
            <button
              key={t.value}
              type="button"
              role="tab"
              id={tabId(t.value)}
              aria-selected={selected}
              aria-controls={selected ? panelId(t.value) : undefined}
              data-state={selected ? "active" : "inactive"}
              tabIndex={selected ? 0 : -1}
              className={tabClassName}
              onClick={() => onChange(t.value)}
              onPointerEnter={t.onIntent}
              onFocus={t.onIntent}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId(value)}
        aria-labelledby={tabId(value)}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern puts the panel in the tab order.
        tabIndex={0}
        className={panelClassName}
      >
        {children}
      </div>
    </div>
  );
}
