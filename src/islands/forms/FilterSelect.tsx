interface Option {
  value: string | number;
  label: string;
}

interface Props {
  label: string;
  value: string | number;
  options: readonly Option[];
  /** The text of a first option that sets no filter (value ''); left out where one option is always chosen (the sort). */
  anyLabel?: string;
  /** The chosen option's value; the island turns it into its filter. */
  onChange(value: string): void;
}

/** A labelled select that narrows a list; a change applies at once (docs/architecture.md §3). */
export function FilterSelect({ label, value, options, anyLabel, onChange }: Props) {
  return (
    <label className="field-label">
      {label}
      <select className="field-input mt-1" value={value} onChange={(event) => onChange(event.target.value)}>
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
