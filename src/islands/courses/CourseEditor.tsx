import { useEffect, useRef, useState, type DragEvent, type SubmitEvent } from 'react';
import { m } from '~/paraglide/messages.js';
import type { EditorCourse } from '~/shared/courses/editor';
import { COURSE_STAGES_MAX, COURSE_SUMMARY_MAX, COURSE_TITLE_MAX, STAGE_STEPS_MAX, STAGE_TITLE_MAX } from '~/shared/courses/rules';
import { editorCourseOf } from '~/shared/courses/editor';
import { fieldErrorsOf } from '~/shared/api-error';
import { LOCALES, type Locale } from '~/shared/enums';
import { courseStatusLabel } from '~/shared/labels/course';
import { coursePath, pathFor } from '~/shared/routes';
import type { FieldErrors, Texts } from '~/shared/validate-form';
import { showToast } from '~/stores/toasts';
import { readJson, useApi } from '~/islands/api';
import { ConfirmDialog, type ConfirmRequest } from '~/islands/forms/ConfirmDialog';
import { Field, FormError, SelectField, TextareaField } from '~/islands/forms/Field';
import { type Draft, type DraftStage, type DraftStep, draftOf, draftStep, moveItem, moveStep, nextKey, placeOf, stepNeighbour, valuesOf } from './course-draft';
import ItemBar from './ItemBar';
import StepEditor from './StepEditor';

interface Props {
  locale: Locale;
  /** The schema's messages in the page's language (schemaMessages). */
  texts: Texts;
  initial: EditorCourse;
}

/** What is being dragged: a stage or a step, by its key. */
type Dragged = { kind: 'stage' | 'step'; key: string } | null;

/**
 * The course editor (docs/decisions/048-course-editor.md): the course's facts, its stages and
 * steps with the activity search and the goals, reordering by keyboard (move buttons, focus stays
 * on the moved item, announced) and by drag; saves a draft, publishes, archives and deletes
 * through the course API, every refusal at its field.
 */
export default function CourseEditor({ locale, texts, initial }: Props) {
  const o = { locale };
  const api = useApi(locale);
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const dragged = useRef<Dragged>(null);
  /** After a move, the moved item's button (`{key}-up`/`-down`) takes the focus again. */
  const focusAfter = useRef<{ key: string; direction: 'up' | 'down' } | null>(null);
  /** After a refusal, the first field at fault takes the focus. */
  const refused = useRef(false);

  useEffect(() => {
    const pending = focusAfter.current;
    focusAfter.current = null;
    if (pending) {
      const other = pending.direction === 'up' ? 'down' : 'up';
      const button = (direction: string) => form.current?.querySelector<HTMLButtonElement>(`[data-move="${pending.key}-${direction}"]`);
      const target = button(pending.direction);
      (target && !target.disabled ? target : button(other))?.focus();
    }
    if (refused.current) {
      refused.current = false;
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  });

  const update = (changes: Partial<Draft>) => setDraft((current) => ({ ...current, ...changes }));
  const setStages = (stages: DraftStage[]) => {
    update({ stages });
    // Errors name fields by place; after a move they would stand at the wrong step.
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !field.startsWith('stages'))));
  };
  const stepLabel = (step: DraftStep, stage: number, n: number) => step.activity?.title ?? m.course_editor_step_heading({ n, stage }, o);

  function announceStep(stages: DraftStage[], key: string) {
    const place = placeOf(stages, key);
    const step = place && stages[place.stage]?.steps[place.step];
    if (!place || !step) return;
    const [stage, n] = [place.stage + 1, place.step + 1];
    setAnnouncement(m.course_editor_moved_step({ label: stepLabel(step, stage, n), n, stage }, o));
  }

  function shiftStep(key: string, direction: -1 | 1) {
    const to = stepNeighbour(draft.stages, key, direction);
    if (!to) return;
    const stages = moveStep(draft.stages, key, to);
    setStages(stages);
    announceStep(stages, key);
    focusAfter.current = { key, direction: direction === -1 ? 'up' : 'down' };
  }

  function shiftStage(index: number, direction: -1 | 1) {
    const stage = draft.stages[index];
    if (!stage) return;
    setStages(moveItem(draft.stages, index, index + direction));
    const n = index + direction + 1;
    setAnnouncement(m.course_editor_moved_stage({ title: stage.title || m.course_editor_stage_heading({ n: index + 1 }, o), n }, o));
    focusAfter.current = { key: stage.key, direction: direction === -1 ? 'up' : 'down' };
  }

  function dropOn(target: { stage: number; step?: number }) {
    const taken = dragged.current;
    dragged.current = null;
    if (!taken) return;
    if (taken.kind === 'stage') {
      const from = draft.stages.findIndex((stage) => stage.key === taken.key);
      if (from >= 0 && from !== target.stage) setStages(moveItem(draft.stages, from, target.stage));
      return;
    }
    const from = placeOf(draft.stages, taken.key);
    if (!from) return;
    const end = draft.stages[target.stage]?.steps.length ?? 0;
    // Dropped on a step: it takes that step's place; on the stage itself: it goes last.
    const to = { stage: target.stage, step: target.step ?? end };
    const stages = moveStep(draft.stages, taken.key, to);
    setStages(stages);
    announceStep(stages, taken.key);
  }

  const changeStage = (index: number, changes: Partial<DraftStage>) =>
    update({ stages: draft.stages.map((stage, i) => (i === index ? { ...stage, ...changes } : stage)) });
  const changeStep = (stageIndex: number, key: string, changes: Partial<DraftStep>) =>
    changeStage(stageIndex, { steps: (draft.stages[stageIndex]?.steps ?? []).map((step) => (step.key === key ? { ...step, ...changes } : step)) });

  /** Checks and saves the course (a new one is created as a draft); answers its id, or null when refused. */
  async function save(): Promise<number | null> {
    const { checkCourse } = await import('./course-check');
    const checked = checkCourse(valuesOf(draft), texts);
    if (!checked.data) {
      setErrors(checked.errors);
      refused.current = true;
      return null;
    }
    let id = draft.id;
    if (id === null) {
      ({ id } = await readJson(await api.courses.$post({ json: checked.data })));
      const created = id;
      // Kept at once: should reading it back fail, the next save edits this draft instead of writing another.
      update({ id: created });
      window.history.replaceState(null, '', coursePath(locale, created, 'edit'));
    } else {
      await readJson(await api.courses[':id'].$patch({ param: { id: String(id) }, json: checked.data }));
    }
    // Read back, so new steps carry their ids into the next save and keep the dogs' results.
    const saved = await readJson(await api.courses[':id'].$get({ param: { id: String(id) } }));
    setDraft((current) => draftOf(editorCourseOf(saved), current));
    setErrors({});
    return id;
  }

  /** Runs one of the editor's actions with the busy flag, every refusal at its field. */
  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      const body = (error as { body?: Parameters<typeof fieldErrorsOf>[0] }).body;
      setErrors(body?.message ? fieldErrorsOf(body) : { form: m.course_editor_failed({}, o) });
      refused.current = true;
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(async () => {
      if ((await save()) !== null) showToast({ title: m.course_editor_saved({}, o) });
    });
  }

  const publish = () =>
    run(async () => {
      const id = await save();
      if (id === null) return;
      const { status } = await readJson(await api.courses[':id'].publish.$post({ param: { id: String(id) } }));
      update({ status });
      showToast({ title: m.course_editor_published({}, o) });
    });

  const archive = () =>
    run(async () => {
      if (draft.id === null) return;
      const { status } = await readJson(await api.courses[':id'].archive.$post({ param: { id: String(draft.id) } }));
      update({ status });
      showToast({ title: m.course_editor_archived({}, o) });
    });

  const askDelete = (id: number) =>
    setConfirm({
      title: m.course_editor_delete_title({}, o),
      message: m.course_editor_delete_body({}, o),
      confirmLabel: m.course_editor_delete({}, o),
      cancelLabel: m.course_editor_cancel({}, o),
      destructive: true,
      run: () =>
        run(async () => {
          await readJson(await api.courses[':id'].$delete({ param: { id: String(id) } }));
          showToast({ title: m.course_editor_deleted({}, o) });
          window.location.assign(pathFor('courses', locale));
        }),
    });

  const stepCount = draft.stages.reduce((sum, stage) => sum + stage.steps.length, 0);
  const dragStart = (kind: 'stage' | 'step', key: string) => () => {
    dragged.current = { kind, key };
  };
  const stageDrop = (index: number) => ({
    onDragOver: (event: DragEvent) => event.preventDefault(),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      dropOn({ stage: index });
    },
  });

  const ageField = (name: 'ageMinWeeks' | 'ageMaxWeeks', label: string) => (
    <Field
      id={`course-${name}`}
      label={label}
      type="number"
      inputMode="numeric"
      min={0}
      value={draft[name]}
      onChange={(event) => update({ [name]: event.target.value })}
      error={errors[name]}
    />
  );

  return (
    <form ref={form} method="post" className="grid gap-6" onSubmit={onSubmit} noValidate data-testid="course-editor">
      <p className="text-sm" data-testid="course-editor-status">
        {m.course_editor_status({ status: courseStatusLabel(draft.status, locale) }, o)}
        {draft.status !== 'draft' && <> · {m.course_editor_published_note({}, o)}</>}
      </p>
      <fieldset className="card grid gap-4">
        <legend className="sr-only">{m.course_editor_details({}, o)}</legend>
        <Field
          id="course-title"
          label={m.course_editor_title({}, o)}
          value={draft.title}
          maxLength={COURSE_TITLE_MAX}
          required
          onChange={(event) => update({ title: event.target.value })}
          error={errors.title}
        />
        <TextareaField
          id="course-summary"
          label={m.course_editor_summary({}, o)}
          rows={3}
          maxLength={COURSE_SUMMARY_MAX}
          value={draft.summary}
          onChange={(event) => update({ summary: event.target.value })}
          error={errors.summary}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            id="course-language"
            label={m.course_editor_language({}, o)}
            value={draft.language}
            onChange={(event) => update({ language: event.target.value as Locale })}
            error={errors.language}
          >
            {LOCALES.map((language) => (
              <option key={language} value={language}>
                {language === 'de' ? m.course_editor_language_de({}, o) : m.course_editor_language_en({}, o)}
              </option>
            ))}
          </SelectField>
          {ageField('ageMinWeeks', m.course_editor_age_min({}, o))}
          {ageField('ageMaxWeeks', m.course_editor_age_max({}, o))}
        </div>
        <Field
          id="course-tags"
          label={m.course_editor_tags({}, o)}
          hint={m.course_editor_tags_hint({}, o)}
          value={draft.tags}
          onChange={(event) => update({ tags: event.target.value })}
          error={errors.tags}
        />
      </fieldset>

      <section className="grid gap-4" aria-labelledby="course-stages">
        <div>
          <h2 id="course-stages" className="text-xl font-semibold">
            {m.course_editor_stages({}, o)}
          </h2>
          <p className="mt-1 text-sm prose-text">{m.course_editor_stages_hint({ count: stepCount }, o)}</p>
          {errors.stages && <p className="field-error">{errors.stages}</p>}
        </div>
        <ol className="grid gap-4">
          {draft.stages.map((stage, index) => {
            const n = index + 1;
            const stageError = errors[`stages.${index}.steps`];
            return (
              <li key={stage.key} className="card grid gap-3" data-testid="editor-stage" {...stageDrop(index)}>
                <ItemBar
                  itemKey={stage.key}
                  heading={<h3 className="min-w-0 flex-1 text-lg font-semibold">{m.course_editor_stage_heading({ n }, o)}</h3>}
                  dragTitle={m.course_editor_drag({}, o)}
                  labels={{
                    up: m.course_editor_stage_up({ n }, o),
                    down: m.course_editor_stage_down({ n }, o),
                    remove: m.course_editor_stage_remove({ n }, o),
                  }}
                  canUp={index > 0}
                  canDown={n < draft.stages.length}
                  canRemove={draft.stages.length > 1}
                  onMove={(direction) => shiftStage(index, direction)}
                  onRemove={() => setStages(draft.stages.filter((other) => other.key !== stage.key))}
                  onDragStart={dragStart('stage', stage.key)}
                />
                <Field
                  id={`stage-${stage.key}-title`}
                  label={m.course_editor_stage_title({}, o)}
                  value={stage.title}
                  maxLength={STAGE_TITLE_MAX}
                  onChange={(event) => changeStage(index, { title: event.target.value })}
                  error={errors[`stages.${index}.title`]}
                />
                <ol className="grid gap-3">
                  {stage.steps.map((step, j) => (
                    <StepEditor
                      key={step.key}
                      locale={locale}
                      language={draft.language}
                      step={step}
                      n={j + 1}
                      stage={n}
                      path={`stages.${index}.steps.${j}`}
                      errors={errors}
                      label={stepLabel(step, n, j + 1)}
                      canUp={stepNeighbour(draft.stages, step.key, -1) !== null}
                      canDown={stepNeighbour(draft.stages, step.key, 1) !== null}
                      onChange={(changes) => changeStep(index, step.key, changes)}
                      onMove={(direction) => shiftStep(step.key, direction)}
                      onRemove={() =>
                        setStages(draft.stages.map((other, i) => (i === index ? { ...other, steps: other.steps.filter((s) => s.key !== step.key) } : other)))
                      }
                      onDragStart={dragStart('step', step.key)}
                      onDrop={() => dropOn({ stage: index, step: j })}
                    />
                  ))}
                </ol>
                {stageError && <p className="field-error">{stageError}</p>}
                {stage.steps.length < STAGE_STEPS_MAX && (
                  <button
                    type="button"
                    className="btn-ghost min-h-11 justify-self-start"
                    onClick={() => changeStage(index, { steps: [...stage.steps, draftStep()] })}
                  >
                    {m.course_editor_step_add({ n }, o)}
                  </button>
                )}
              </li>
            );
          })}
        </ol>
        {draft.stages.length < COURSE_STAGES_MAX && (
          <button
            type="button"
            className="btn-ghost min-h-11 justify-self-start"
            onClick={() => update({ stages: [...draft.stages, { key: nextKey(), title: '', steps: [draftStep()] }] })}
          >
            {m.course_editor_stage_add({}, o)}
          </button>
        )}
      </section>

      <p className="sr-only" aria-live="polite" data-testid="course-editor-announcement">
        {announcement}
      </p>
      <FormError message={errors.form} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={draft.status === 'draft' ? 'btn-ghost min-h-11' : 'btn-primary min-h-11'} disabled={busy}>
          {draft.status === 'draft' ? m.course_editor_save_draft({}, o) : m.course_editor_save({}, o)}
        </button>
        {draft.status === 'draft' && (
          <button type="button" className="btn-primary min-h-11" disabled={busy} onClick={publish}>
            {m.course_editor_publish({}, o)}
          </button>
        )}
        {draft.status === 'published' && (
          <button type="button" className="btn-ghost min-h-11" disabled={busy} onClick={archive}>
            {m.course_editor_archive({}, o)}
          </button>
        )}
        {draft.id !== null && (draft.status === 'draft' || draft.enrolments === 0) && (
          <button
            type="button"
            className="btn-ghost min-h-11 text-red-700 dark:text-red-300"
            disabled={busy}
            onClick={() => draft.id !== null && askDelete(draft.id)}
          >
            {m.course_editor_delete({}, o)}
          </button>
        )}
        {draft.id !== null && (
          <>
            <a className="btn-ghost min-h-11" href={coursePath(locale, draft.id)}>
              {m.course_editor_view({}, o)}
            </a>
            <a className="btn-ghost min-h-11" href={coursePath(locale, draft.id, 'insights')}>
              {m.course_insights({}, o)}
            </a>
          </>
        )}
      </div>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </form>
  );
}
