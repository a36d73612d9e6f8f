import { type InputHTMLAttributes, useEffect, useEffectEvent } from 'react';
import { SEARCH_DELAY_MS, useDebounced } from '~/islands/use-debounced';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'value' | 'onChange'> {
  id: string;
  label: string;
  /** What the field shows: the island keeps it, so it can clear or restore it (a reset, the back button). */
  value: string;
  onChange(value: string): void;
  /**
   * The trimmed text once typing has paused (and the first text at once): the island asks the server
   * here, and ignores a text its list already shows.
   */
  onSearch(query: string): void;
}

/** A labelled search input that searches once typing pauses, not at every key (docs/architecture.md §3). */
export function SearchField({ id, label, value, onChange, onSearch, ...input }: Props) {
  const typed = useDebounced(value.trim(), SEARCH_DELAY_MS);
  const search = useEffectEvent(onSearch);
  // Braces: an async `onSearch` answers a promise, which React would take for the effect's cleanup.
  useEffect(() => {
    search(typed);
  }, [typed]);
  return (
    <label className="field-label" htmlFor={id}>
      {label}
      <input id={id} type="search" className="field-input" value={value} onChange={(event) => onChange(event.target.value)} {...input} />
    </label>
  );
}
