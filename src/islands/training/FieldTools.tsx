import { useEffect, useEffectEvent, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { m } from '~/paraglide/messages.js';
import type { Locale } from '~/shared/enums';
import { type ClickSound, createClickSound } from './click-sound';
import { clockText, type IntervalPlan, intervalPhase } from './interval';

/** How long the flash for deaf dogs stays on, in milliseconds. */
const FLASH_MS = 150;
const SESSION_DURATION_INPUT = 'form.session-form input[name="durationMinutes"]';
const SESSION_REPETITIONS_INPUT = 'form.session-form input[name="repetitions"]';
const SESSION_COUNTS_CHOICE = 'form.session-form input[name="result"][value="counts"]';

/**
 * The tools for training outside (clicker, stopwatch and interval timer), hydrated with the first
 * pointer, key or focus (client:press, src/directives/press.ts). The clicker answers the press
 * itself, not the click after it, so it sounds as the finger lands; the clicks can fill the
 * repetitions and the elapsed time the duration of the page's session form.
 */
export default function FieldTools({ locale }: { locale: Locale }) {
  const o = { locale };
  const sound = useRef<ClickSound | null>(null);
  const clicker = useRef<HTMLButtonElement>(null);
  const [clicks, setClicks] = useState(0);
  const [options, setOptions] = useState({ sound: true, vibrate: false, flash: false });
  const [flashing, setFlashing] = useState(false);
  const audio = () => {
    sound.current ??= createClickSound();
    return sound.current;
  };

  function click() {
    if (options.sound) audio().play();
    if (options.vibrate) navigator.vibrate?.(40);
    if (options.flash) {
      setFlashing(true);
      setTimeout(() => setFlashing(false), FLASH_MS);
    }
    setClicks((count) => count + 1);
  }
  function onPointerDown(event: PointerEvent) {
    if (event.button === 0) click();
  }
  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== ' ' && event.key !== 'Enter') return;
    // Enter and Space would also click the button (Space on release): the key press is the click.
    event.preventDefault();
    if (!event.repeat) click();
  }
  // The press that woke the island sounds as soon as it is ready.
  const answerWakingPress = useEffectEvent(() => {
    if (!clicker.current?.hasAttribute('data-pressed')) return;
    clicker.current.removeAttribute('data-pressed');
    click();
  });
  useEffect(() => answerWakingPress(), []);

  return (
    <section className="card grid gap-5" aria-labelledby="field-tools-title">
      <div>
        <h2 id="field-tools-title" className="text-xl font-semibold">
          {m.tools_title({}, o)}
        </h2>
        <p className="mt-1 text-sm prose-text">{m.tools_intro({}, o)}</p>
      </div>
      <div className="grid gap-3">
        <button
          ref={clicker}
          type="button"
          data-press=""
          className="h-36 w-full touch-manipulation select-none rounded-3xl bg-brand-700 text-3xl font-bold text-white shadow-md active:scale-98 dark:(bg-brand-200 text-brand-900)"
          aria-describedby="field-tools-clicks"
          onPointerDown={onPointerDown}
          onKeyDown={onKeyDown}
          onKeyUp={(event) => event.key === ' ' && event.preventDefault()}
          // Screen readers activate with a click that no pointer or key preceded (detail 0).
          onClick={(event) => event.detail === 0 && click()}
        >
          {m.tools_click({}, o)}
        </button>
        <p id="field-tools-clicks" className="text-center text-sm prose-text" aria-live="polite">
          {m.tools_clicks({ count: clicks }, o)}
        </p>
        <UseClicks locale={locale} clicks={clicks} />
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{m.tools_clicker_options({}, o)}</legend>
          {(['sound', 'vibrate', 'flash'] as const).map((option) => (
            <label key={option} className="chip">
              <input type="checkbox" checked={options[option]} onChange={(event) => setOptions({ ...options, [option]: event.target.checked })} />
              {{ sound: m.tools_sound, vibrate: m.tools_vibrate, flash: m.tools_flash }[option]({}, o)}
            </label>
          ))}
        </fieldset>
      </div>
      <Timer locale={locale} beep={() => options.sound && audio().beep()} />
      {flashing && <div aria-hidden="true" data-testid="clicker-flash" className="pointer-events-none fixed inset-0 z-50 bg-white" />}
    </section>
  );
}

/** "Use clicks": the count goes into the page's session form as its repetitions, in one tap. */
function UseClicks({ locale, clicks }: { locale: Locale; clicks: number }) {
  const o = { locale };
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const [used, setUsed] = useState(false);
  useEffect(() => setInput(document.querySelector<HTMLInputElement>(SESSION_REPETITIONS_INPUT)), []);
  if (!input) return null;
  function takeClicks() {
    if (!input) return;
    // Counting is the result the clicks belong to; the repetitions show only while it is chosen.
    const counts = document.querySelector<HTMLInputElement>(SESSION_COUNTS_CHOICE);
    if (counts) counts.checked = true;
    input.value = String(Math.min(clicks, Number(input.max) || clicks));
    input.focus();
    setUsed(true);
  }
  return (
    <>
      <button type="button" className="btn-ghost min-h-12" disabled={clicks === 0} onClick={takeClicks}>
        {m.tools_use_clicks({}, o)}
      </button>
      {used && (
        <p className="text-center text-sm" role="status">
          {m.tools_clicks_used({}, o)}
        </p>
      )}
    </>
  );
}

/** A stopwatch, or rounds of work and rest with a tone at each change; the time can become the logged duration. */
function Timer({ locale, beep }: { locale: Locale; beep(): void }) {
  const o = { locale };
  const [mode, setMode] = useState<'stopwatch' | 'interval'>('stopwatch');
  const [plan, setPlan] = useState<IntervalPlan>({ work: 30, rest: 15, rounds: 5 });
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [banked, setBanked] = useState(0);
  const [now, setNow] = useState(0);
  const [durationInput, setDurationInput] = useState<HTMLInputElement | null>(null);
  const [filled, setFilled] = useState(false);
  useEffect(() => setDurationInput(document.querySelector<HTMLInputElement>(SESSION_DURATION_INPUT)), []);
  useEffect(() => {
    if (startedAt === null) return;
    const tick = setInterval(() => setNow(Date.now()), 200);
    return () => clearInterval(tick);
  }, [startedAt]);

  const elapsed = banked + (startedAt === null ? 0 : Math.max(0, now - startedAt));
  const phase = mode === 'interval' ? intervalPhase(elapsed, plan) : null;
  const phaseKey = phase ? `${phase.phase}-${phase.round}` : '';
  const lastPhase = useRef(phaseKey);
  const announce = useEffectEvent(() => {
    if (lastPhase.current === phaseKey) return;
    lastPhase.current = phaseKey;
    if (startedAt !== null) beep();
  });
  useEffect(() => announce());
  const minutes = Math.max(1, Math.round(elapsed / 60_000));

  function start() {
    setNow(Date.now());
    setStartedAt(Date.now());
    setFilled(false);
  }
  function pause() {
    setBanked(elapsed);
    setStartedAt(null);
  }
  function reset() {
    setBanked(0);
    setStartedAt(null);
  }
  function fillDuration() {
    if (!durationInput) return;
    durationInput.value = String(Math.min(minutes, Number(durationInput.max) || minutes));
    durationInput.focus();
    setFilled(true);
  }
  const number = (key: keyof IntervalPlan, label: string, max: number) => (
    <label className="grid gap-1 text-sm">
      {label}
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        className="field-input mt-0 min-h-12 w-24"
        value={plan[key]}
        disabled={startedAt !== null}
        onChange={(event) => setPlan({ ...plan, [key]: Math.min(max, Math.max(1, Number(event.target.value) || 1)) })}
      />
    </label>
  );

  return (
    <div className="grid gap-3 border-t border-stone-200 pt-4 dark:border-night-line">
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="mb-1 font-semibold">{m.tools_timer({}, o)}</legend>
        {(['stopwatch', 'interval'] as const).map((choice) => (
          <label key={choice} className="chip">
            <input type="radio" name="field-tools-mode" checked={mode === choice} disabled={startedAt !== null} onChange={() => setMode(choice)} />
            {choice === 'stopwatch' ? m.tools_mode_stopwatch({}, o) : m.tools_mode_interval({}, o)}
          </label>
        ))}
      </fieldset>
      {mode === 'interval' && (
        <div className="flex flex-wrap gap-3">
          {number('work', m.tools_work({}, o), 3600)}
          {number('rest', m.tools_rest({}, o), 3600)}
          {number('rounds', m.tools_rounds({}, o), 99)}
        </div>
      )}
      <div role="timer" className="text-center">
        <p className="text-4xl font-bold tabular-nums" data-testid="field-tools-time">
          {clockText(phase && phase.phase !== 'done' ? phase.remainingMs : elapsed)}
        </p>
        {phase && (
          <p className="text-sm font-semibold" aria-live="polite">
            {phase.phase === 'done'
              ? m.tools_phase_done({}, o)
              : (phase.phase === 'work' ? m.tools_phase_work : m.tools_phase_rest)({ round: phase.round, rounds: plan.rounds }, o)}
          </p>
        )}
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        {startedAt === null ? (
          <button type="button" className="btn-primary min-h-12" onClick={start}>
            {m.tools_start({}, o)}
          </button>
        ) : (
          <button type="button" className="btn-primary min-h-12" onClick={pause}>
            {m.tools_pause({}, o)}
          </button>
        )}
        <button type="button" className="btn-ghost min-h-12" disabled={elapsed === 0} onClick={reset}>
          {m.tools_reset({}, o)}
        </button>
        {durationInput && (
          <button type="button" className="btn-ghost min-h-12" disabled={elapsed === 0} onClick={fillDuration}>
            {m.tools_use_duration({ minutes }, o)}
          </button>
        )}
      </div>
      {filled && (
        <p className="text-center text-sm" role="status">
          {m.tools_duration_used({}, o)}
        </p>
      )}
    </div>
  );
}
