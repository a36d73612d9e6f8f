import { useState, type DragEvent } from 'react';
import {
  GOAL_SESSIONS_MAX,
  GOAL_SESSIONS_MIN,
  GOAL_SETTINGS_MAX,
  GOAL_SETTINGS_MIN,
  GOAL_SUCCESS_MAX,
  GOAL_SUCCESS_MIN,
  STEP_NOTE_MAX,
} from '~/shared/courses/rules';
import type { Locale } from '~/shared/enums';
import type { FieldErrors } from '~/shared/validate-form';
import { Field, TextareaField } from '~/islands/forms/Field';
import type { EditorTexts } from '~/shared/courses/editor-texts';
import type ActivityPickerType from './ActivityPicker';
import { fillText } from './fill';
import ItemBar from './ItemBar';
import type { DraftStep } from './course-draft';

interface Props {
  locale: Locale;
  t: EditorTexts;
  language: Locale;
  step: DraftStep;
  /** 1-based place in its stage, and its stage's. */
  n: number;
  stage: number;
  /** The field path's prefix, `stages.{i}.steps.{j}`, as the API names its errors. */
  path: string;
  errors: FieldErrors;
  /** What the move buttons call it: its activity, or "Schritt 2 in Abschnitt 1". */
  label: string;
  canUp: boolean;
  canDown: boolean;
  onChange(changes: Partial<DraftStep>): void;
  onMove(direction: -1 | 1): void;
  onRemove(): void;
  /** Drag and drop: this step is taken, or another is dropped on it. */
  onDragStart(): void;
  onDrop(): void;
}

/** One step of a course: its activity, its goal and the author's note, with its move buttons. */
export default function StepEditor(props: Props) {
  const { locale, t, language, step, n, stage, path, errors, label, onChange } = props;
  const [picking, setPicking] = useState(false);
  /** The activity search, loaded with the first "choose": it brings the API client along. */
  const [ActivityPicker, setActivityPicker] = useState<typeof ActivityPickerType | null>(null);
  async function togglePicker() {
    if (!ActivityPicker) {
      const loaded = await import('./ActivityPicker');
      setActivityPicker(() => loaded.default);
    }
    setPicking(!picking);
  }
  const id = `step-${step.key}`;
  const error = (name: string) => errors[`${path}.${name}`];
  const number = (name: 'goalSessions' | 'goalSuccess' | 'goalSettings', text: string, min: number, max: number) => (
    <Field
      id={`${id}-${name}`}
      label={text}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      value={step[name]}
      onChange={(event) => onChange({ [name]: event.target.value })}
      error={error(name)}
    />
  );
  const dropTarget = {
    onDragOver: (event: DragEvent) => event.preventDefault(),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      event.stopPropagation();
      props.onDrop();
    },
  };
  const activityError = error('activityId');

  return (
    <li className="grid gap-3 rounded-xl border border-stone-200 p-3 dark:border-night-line" data-step={step.key} data-testid="editor-step" {...dropTarget}>
      <ItemBar
        itemKey={step.key}
        heading={<h4 className="min-w-40 flex-1 font-semibold">{fillText(t.step_heading, { n, stage })}</h4>}
        dragTitle={t.drag}
        labels={{ up: fillText(t.step_up, { label }), down: fillText(t.step_down, { label }), remove: fillText(t.step_remove, { label }) }}
        canUp={props.canUp}
        canDown={props.canDown}
        canRemove
        onMove={props.onMove}
        onRemove={props.onRemove}
        onDragStart={props.onDragStart}
      />
      <div>
        <p className="field-label" id={`${id}-activity`}>
          {t.activity}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <span className="min-w-0 flex-1 basis-40 break-words font-medium" lang={language} data-testid="step-activity">
            {step.activity?.title ?? t.activity_none}
          </span>
          <button
            type="button"
            id={`${id}-activityId`}
            className="btn-ghost min-h-11"
            aria-expanded={picking}
            aria-invalid={activityError ? true : undefined}
            aria-describedby={activityError ? `${id}-activity-error` : `${id}-activity`}
            onClick={() => void togglePicker()}
          >
            {step.activity ? t.activity_change : t.activity_choose}
          </button>
        </div>
        {activityError && (
          <p id={`${id}-activity-error`} className="field-error">
            {activityError}
          </p>
        )}
        {picking && ActivityPicker && (
          <ActivityPicker
            locale={locale}
            t={t}
            language={language}
            id={id}
            onPick={(activity) => {
              onChange({ activity });
              setPicking(false);
              requestAnimationFrame(() => document.getElementById(`${id}-activityId`)?.focus());
            }}
            onClose={() => {
              setPicking(false);
              requestAnimationFrame(() => document.getElementById(`${id}-activityId`)?.focus());
            }}
          />
        )}
      </div>
      {/* Side by side from sm on, each field's label, input and error share a row with the others' (a subgrid), so the inputs line up however their labels wrap. */}
      <div className="grid gap-3 sm:grid-cols-3 sm:grid-rows-[auto_auto_auto] sm:gap-y-0 sm:[&>div]:row-span-3 sm:[&>div]:grid sm:[&>div]:grid-rows-subgrid sm:[&>div>label]:self-end">
        {number('goalSessions', t.goal_sessions, GOAL_SESSIONS_MIN, GOAL_SESSIONS_MAX)}
        {number('goalSuccess', t.goal_success, GOAL_SUCCESS_MIN, GOAL_SUCCESS_MAX)}
        {number('goalSettings', t.goal_settings, GOAL_SETTINGS_MIN, GOAL_SETTINGS_MAX)}
      </div>
      <TextareaField
        id={`${id}-note`}
        label={t.note}
        hint={t.note_hint}
        rows={2}
        maxLength={STEP_NOTE_MAX}
        value={step.note}
        onChange={(event) => onChange({ note: event.target.value })}
        error={error('note')}
      />
    </li>
  );
}
