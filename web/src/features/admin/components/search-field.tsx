/** A labelled search box in the console's style. */
export function SearchField({
  id,
  label,
  value,
  onChange,
  placeholder = "Name or e-mail",
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  placeholder?: string;
}) {
  return (
    <div className="w-full sm:max-w-sm">
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        className="mt-2 h-11 w-full rounded-lg border border-border bg-surface-2 px-4 text-base text-fg placeholder:text-muted/70 focus:border-neon-cyan focus:outline-none focus-visible:outline-2 focus-visible:outline-neon-cyan"
      />
    </div>
  );
}
