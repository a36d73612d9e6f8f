import { useId, useState, type FormEvent } from 'react';
import { m } from '~/paraglide/messages.js';
import type { DogProfile } from '~/shared/dogs';
import type { Locale } from '~/shared/enums';
import { FIRST_ACTIVITIES_MAX } from '~/shared/first-run';
import type { Texts } from '~/shared/validate-form';
import { readJson, useApi } from '~/islands/api';
import { errorText } from '~/islands/error-text';
import { FormActions } from '~/islands/forms/FormActions';
import DogForm from '~/islands/dogs/DogForm';

export interface StarterLink {
  id: number;
  title: string;
  description: string;
  minutes: string;
  href: string;
}

interface Props {
  locale: Locale;
  texts: Texts;
  dog: DogProfile | null;
  mayKeep: boolean;
  /** Whether a dog added now could be tracked (the member is paid). */
  mayTrackNew: boolean;
  starters: StarterLink[];
  todayPath: string;
  premiumPath: string;
  activitiesPath: string;
}

/**
 * The first-run setup (docs/decisions/038-first-run.md): the dog (name, optional photo), then one to
 * three first activities, marked tried for the dog through the progress route so Heute lists them
 * under "continue with"; every step can be skipped, and the last one lands on Heute.
 */
export default function FirstRun({ locale, texts, dog: initialDog, mayKeep, mayTrackNew, starters, todayPath, premiumPath, activitiesPath }: Props) {
  const o = { locale };
  const [dog, setDog] = useState(initialDog);
  const [step, setStep] = useState<'dog' | 'activities'>(initialDog || !mayKeep ? 'activities' : 'dog');
  const total = initialDog || !mayKeep ? 1 : 2;
  const current = step === 'dog' || total === 1 ? 1 : 2;
  return (
    <div className="card grid gap-4">
      <p className="text-sm font-semibold text-ink-muted dark:text-stone-400">{m.first_run_step({ current, total }, o)}</p>
      {step === 'dog' ? (
        <DogForm
          locale={locale}
          texts={texts}
          dog={null}
          brief={{ title: m.first_run_dog_title({}, o), submit: m.first_run_continue({}, o), skip: m.first_run_skip({}, o) }}
          onSaved={(saved) => {
            setDog(saved);
            setStep('activities');
          }}
          onCancel={() => setStep('activities')}
        />
      ) : (
        <FirstActivities
          locale={locale}
          dog={dog}
          mayTrack={dog ? dog.mayTrack : mayTrackNew}
          starters={starters}
          todayPath={todayPath}
          premiumPath={premiumPath}
          activitiesPath={activitiesPath}
        />
      )}
    </div>
  );
}

interface ActivitiesProps {
  locale: Locale;
  dog: DogProfile | null;
  mayTrack: boolean;
  starters: StarterLink[];
  todayPath: string;
  premiumPath: string;
  activitiesPath: string;
}

/** The second step: pick first activities for a dog that can be tracked, else look at them. */
function FirstActivities({ locale, dog, mayTrack, starters, todayPath, premiumPath, activitiesPath }: ActivitiesProps) {
  const o = { locale };
  const api = useApi(locale);
  const titleId = useId();
  const hintId = useId();
  const errorId = useId();
  const [chosen, setChosen] = useState<number[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const picking = dog !== null && mayTrack && starters.length > 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!dog) return;
    if (chosen.length === 0) return setError(m.first_run_activities_none({}, o));
    setBusy(true);
    setError(undefined);
    try {
      // The journal's own call, one per activity: Heute then lists them under "continue with".
      for (const activityId of chosen) {
        await readJson(
          await api.dogs[':id'].progress[':activityId'].$post({ param: { id: String(dog.id), activityId: String(activityId) }, json: { tried: true } }),
        );
      }
      location.assign(todayPath);
    } catch (failure) {
      setError(errorText(failure, m.first_run_activities_failed({}, o)));
      setBusy(false);
    }
  }

  const toggle = (id: number, on: boolean) => setChosen((all) => (on ? [...all, id] : all.filter((other) => other !== id)));
  const heading = (
    <h3 id={titleId} className="text-lg font-semibold">
      {m.first_run_activities_title({}, o)}
    </h3>
  );

  if (!picking) {
    return (
      <section aria-labelledby={titleId} className="grid gap-3">
        {heading}
        {starters.length === 0 ? (
          <p className="prose-text">
            <a className="link" href={activitiesPath}>
              {m.first_run_activities_empty({}, o)}
            </a>
          </p>
        ) : (
          <>
            <p className="prose-text">{dog ? m.first_run_premium_note({}, o) : m.first_run_no_dog_note({}, o)}</p>
            <ul className="grid gap-2">
              {starters.map((starter) => (
                <li key={starter.id}>
                  <a className="link inline-flex min-h-11 items-center" href={starter.href}>
                    {starter.title}
                  </a>
                  <span className="ml-2 text-sm text-ink-muted dark:text-stone-400">{starter.minutes}</span>
                </li>
              ))}
            </ul>
          </>
        )}
        <div className="flex flex-wrap gap-3">
          <a className="btn-primary" href={todayPath}>
            {m.first_run_finish({}, o)}
          </a>
          {dog && (
            <a className="btn-ghost" href={premiumPath}>
              {m.first_run_premium_link({}, o)}
            </a>
          )}
        </div>
      </section>
    );
  }

  const full = chosen.length >= FIRST_ACTIVITIES_MAX;
  return (
    <form method="post" noValidate onSubmit={submit} aria-labelledby={titleId} className="grid gap-3">
      {heading}
      <fieldset aria-describedby={error ? `${errorId} ${hintId}` : hintId} aria-invalid={error ? true : undefined}>
        <legend className="field-label">{m.first_run_activities_legend({}, o)}</legend>
        <p id={hintId} className="text-sm prose-text">
          {m.first_run_activities_hint({}, o)}
        </p>
        <ul className="mt-2 grid gap-2">
          {starters.map((starter) => {
            const on = chosen.includes(starter.id);
            return (
              <li key={starter.id}>
                <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-stone-200 p-3 dark:border-night-line has-[:checked]:border-brand-600">
                  <input
                    type="checkbox"
                    name="activity"
                    value={starter.id}
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
      <FormActions submit={m.first_run_activities_submit({}, o)} busy={busy} cancel={{ label: m.first_run_skip({}, o), href: todayPath }} />
    </form>
  );
}
