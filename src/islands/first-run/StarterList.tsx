import { useId } from 'react';
import { m } from '~/paraglide/messages.js';
import type { Locale } from '~/shared/enums';

export interface StarterLink {
  id: number;
  title: string;
  description: string;
  minutes: string;
  href: string;
}

interface Props {
  locale: Locale;
  /** The dog the activities are for, once there is one. */
  dogName: string | null;
  /** Whether the member picks activities for the dog; otherwise the list links to them. */
  picking: boolean;
  /** Whether the dog (or one added now) can be tracked: without it, the trial is offered. */
  mayTrack: boolean;
  starters: StarterLink[];
  chosen: number[];
  error?: string | undefined;
  onChange(chosen: number[]): void;
  premiumPath: string;
  activitiesPath: string;
  max: number;
}

/**
 * The setup's first activities (docs/decisions/038-first-run.md): up to `max` to tick for a dog that can
 * be tracked; for one that cannot (or without a dog) the same list as links, with the trial offered.
 */
export default function StarterList({ locale, dogName, picking, mayTrack, starters, chosen, error, onChange, premiumPath, activitiesPath, max }: Props) {
  const o = { locale };
  const titleId = useId();
  const hintId = useId();
  const errorId = useId();
  const full = chosen.length >= max;
  const toggle = (id: number, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((other) => other !== id));

  return (
    <section className="card grid gap-3" aria-labelledby={titleId}>
      <h2 id={titleId} className="text-xl font-semibold">
        {dogName ? m.first_run_activities_title_for({ name: dogName }, o) : m.first_run_activities_title({}, o)}
      </h2>
      {starters.length === 0 ? (
        <p className="prose-text">
          <a className="link" href={activitiesPath}>
            {m.first_run_activities_empty({}, o)}
          </a>
        </p>
      ) : picking ? (
        <fieldset aria-describedby={error ? `${errorId} ${hintId}` : hintId}>
          <legend className="field-label">{m.first_run_activities_legend({}, o)}</legend>
          <p id={hintId} className="text-sm prose-text">
            {m.first_run_activities_hint({}, o)}
          </p>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {starters.map((starter) => {
              const on = chosen.includes(starter.id);
              return (
                <li key={starter.id} className="grid">
                  <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-stone-300 p-3 dark:border-night-line">
                    <input
                      type="checkbox"
                      className="mt-1 h-5 w-5 shrink-0"
                      checked={on}
                      disabled={!on && full}
                      onChange={(event) => toggle(starter.id, event.target.checked)}
                    />
                    <span className="grid gap-1">
                      <span className="font-semibold">{starter.title}</span>
                      <span className="text-sm prose-text">{starter.description}</span>
                      <span className="text-sm text-ink-muted dark:text-stone-400">{starter.minutes}</span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
          <p id={errorId} role="alert" className="field-error min-h-5">
            {error}
          </p>
        </fieldset>
      ) : (
        <>
          <p className="prose-text">{mayTrack ? m.first_run_no_dog_note({}, o) : m.first_run_premium_note({}, o)}</p>
          <ul className="grid gap-1">
            {starters.map((starter) => (
              <li key={starter.id}>
                <a className="link inline-flex min-h-11 items-center" href={starter.href}>
                  {starter.title}
                </a>
                <span className="ml-2 text-sm text-ink-muted dark:text-stone-400">{starter.minutes}</span>
              </li>
            ))}
          </ul>
          {!mayTrack && (
            <a className="btn-ghost justify-self-start" href={premiumPath}>
              {m.first_run_premium_link({}, o)}
            </a>
          )}
        </>
      )}
    </section>
  );
}
