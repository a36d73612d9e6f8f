import { type ComponentType, useEffect, useRef, useState, type DragEvent, type SubmitEvent } from 'react';
import type { EditorCourse } from '~/shared/courses/editor';
import { COURSE_STAGES_MAX, COURSE_SUMMARY_MAX, COURSE_TITLE_MAX, STAGE_STEPS_MAX, STAGE_TITLE_MAX } from '~/shared/courses/rules';
import { editorCourseOf } from '~/shared/courses/editor';
import { fieldErrorsOf } from '~/shared/api-error';
import { LOCALES, type Locale } from '~/shared/enums';
import type { EditorTexts } from '~/shared/courses/editor-texts';
import type { FieldErrors, Texts } from '~/shared/validate-form';
import { showToast } from '~/stores/toasts';
import { apiOnDemand } from '~/islands/api-on-demand';
import type { ConfirmDialog as Dialog, ConfirmRequest } from '~/islands/forms/ConfirmDialog';
import { Field, FormError, SelectField, TextareaField } from '~/islands/forms/Field';
import { type Draft, type DraftStage, type DraftStep, draftOf, draftStep, moveItem, moveStep, nextKey, placeOf, stepNeighbour, valuesOf } from './course-draft';
import { fillText } from './fill';
import ItemBar from './ItemBar';
import StepEditor from './StepEditor';

interface Props {
  locale: Locale;
  /** The schema's messages in the page's language (schemaMessages). */
  texts: Texts;
  initial: EditorCourse;
  /** The editor's words in the page's language (editorTexts): no message code in the first load. */
  t: EditorTexts;
  /** The catalogue's path in the page's language; a course's pages are below it. */
  coursesPath: string;
}

/** What is being dragged: a stage or a step, by its key. */
type Dragged = { kind: 'stage' | 'step'; key: string } | null;

/**
 * The course editor (docs/decisions/048-course-editor.md): the course's facts, its stages and
 * steps with the activity search and the goals, reordering by keyboard (move buttons, focus stays
 * on the moved item, announced) and by drag; saves a draft, publishes, archives and deletes
 * through the course API, every refusal at its field.
 */
export default function CourseEditor({ locale, texts, initial, t, coursesPath }: Props) {
  const courseUrl = (id: number, part = '') => `${coursesPath}/${id}${part}`;
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  /** The confirmation dialog, loaded with the first delete: most visits never need it. */
  const [ConfirmDialog, setConfirmDialog] = useState<ComponentType<Parameters<typeof Dialog>[0]> | null>(null);
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
      // After the browser has settled the move: a button that just became disabled loses the focus then.
      requestAnimationFrame(() => {
        const target = button(pending.direction);
        (target && !target.disabled ? target : button(other))?.focus();
      });
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
  const stepLabel = (step: DraftStep, stage: number, n: number) => step.activity?.title ?? fillText(t.step_heading, { n, stage });

  function announceStep(stages: DraftStage[], key: string) {
    const place = placeOf(stages, key);
    const step = place && stages[place.stage]?.steps[place.step];
    if (!place || !step) return;
    const [stage, n] = [place.stage + 1, place.step + 1];
    setAnnouncement(fillText(t.moved_step, { label: stepLabel(step, stage, n), n, stage }));
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
    setAnnouncement(fillText(t.moved_stage, { title: stage.title || fillText(t.stage_heading, { n: index + 1 }), n }));
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
    const { api, readJson } = await apiOnDemand(locale);
    let id = draft.id;
    if (id === null) {
      ({ id } = await readJson(await api.courses.$post({ json: checked.data })));
      const created = id;
      // Kept at once: should reading it back fail, the next save edits this draft instead of writing another.
      update({ id: created });
      window.history.replaceState(null, '', courseUrl(created, '/edit'));
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
      setErrors(body?.message ? fieldErrorsOf(body) : { form: t.failed });
      refused.current = true;
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(async () => {
      if ((await save()) !== null) showToast({ title: t.saved });
    });
  }

  const publish = () =>
    run(async () => {
      const id = await save();
      if (id === null) return;
      const { api, readJson } = await apiOnDemand(locale);
      const { status } = await readJson(await api.courses[':id'].publish.$post({ param: { id: String(id) } }));
      update({ status });
      showToast({ title: t.published });
    });

  const archive = () =>
    run(async () => {
      if (draft.id === null) return;
      const { api, readJson } = await apiOnDemand(locale);
      const { status } = await readJson(await api.courses[':id'].archive.$post({ param: { id: String(draft.id) } }));
      update({ status });
      showToast({ title: t.archived });
    });

  async function askDelete(id: number) {
    if (!ConfirmDialog) {
      const loaded = await import('~/islands/forms/ConfirmDialog');
      setConfirmDialog(() => loaded.ConfirmDialog);
    }
    setConfirm({
      title: t.delete_title,
      message: t.delete_body,
      confirmLabel: t.delete,
      cancelLabel: t.cancel,
      destructive: true,
      run: () =>
        run(async () => {
          const { api, readJson } = await apiOnDemand(locale);
          await readJson(await api.courses[':id'].$delete({ param: { id: String(id) } }));
          showToast({ title: t.deleted });
          window.location.assign(coursesPath);
        }),
    });
  }

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
        {fillText(t.status, { status: t[`status_${draft.status}`] })}
        {draft.status !== 'draft' && <> · {t.published_note}</>}
      </p>
      <fieldset className="card grid gap-4">
        <legend className="sr-only">{t.details}</legend>
        <Field
          id="course-title"
          label={t.title}
          value={draft.title}
          maxLength={COURSE_TITLE_MAX}
          required
          onChange={(event) => update({ title: event.target.value })}
          error={errors.title}
        />
        <TextareaField
          id="course-summary"
          label={t.summary}
          rows={3}
          maxLength={COURSE_SUMMARY_MAX}
          value={draft.summary}
          onChange={(event) => update({ summary: event.target.value })}
          error={errors.summary}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            id="course-language"
            label={t.language}
            value={draft.language}
            onChange={(event) => update({ language: event.target.value as Locale })}
            error={errors.language}
          >
            {LOCALES.map((language) => (
              <option key={language} value={language}>
                {language === 'de' ? t.language_de : t.language_en}
              </option>
            ))}
          </SelectField>
          {ageField('ageMinWeeks', t.age_min)}
          {ageField('ageMaxWeeks', t.age_max)}
        </div>
        <Field
          id="course-tags"
          label={t.tags}
          hint={t.tags_hint}
          value={draft.tags}
          onChange={(event) => update({ tags: event.target.value })}
          error={errors.tags}
        />
      </fieldset>

      <section className="grid gap-4" aria-labelledby="course-stages">
        <div>
          <h2 id="course-stages" className="text-xl font-semibold">
            {t.stages}
          </h2>
          <p className="mt-1 text-sm prose-text">{t.stages_hint}</p>
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
                  heading={<h3 className="min-w-0 flex-1 text-lg font-semibold">{fillText(t.stage_heading, { n })}</h3>}
                  dragTitle={t.drag}
                  labels={{
                    up: fillText(t.stage_up, { n }),
                    down: fillText(t.stage_down, { n }),
                    remove: fillText(t.stage_remove, { n }),
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
                  label={t.stage_title}
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
                      t={t}
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
                    {fillText(t.step_add, { n })}
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
            {t.stage_add}
          </button>
        )}
      </section>

      <p className="sr-only" aria-live="polite" data-testid="course-editor-announcement">
        {announcement}
      </p>
      <FormError message={errors.form} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={draft.status === 'draft' ? 'btn-ghost min-h-11' : 'btn-primary min-h-11'} disabled={busy}>
          {draft.status === 'draft' ? t.save_draft : t.save}
        </button>
        {draft.status === 'draft' && (
          <button type="button" className="btn-primary min-h-11" disabled={busy} onClick={publish}>
            {t.publish}
          </button>
        )}
        {draft.status === 'published' && (
          <button type="button" className="btn-ghost min-h-11" disabled={busy} onClick={archive}>
            {t.archive}
          </button>
        )}
        {draft.id !== null && (draft.status === 'draft' || draft.enrolments === 0) && (
          <button
            type="button"
            className="btn-ghost min-h-11 text-red-700 dark:text-red-300"
            disabled={busy}
            onClick={() => draft.id !== null && void askDelete(draft.id)}
          >
            {t.delete}
          </button>
        )}
        {draft.id !== null && (
          <>
            <a className="btn-ghost min-h-11" href={courseUrl(draft.id)}>
              {t.view}
            </a>
            <a className="btn-ghost min-h-11" href={courseUrl(draft.id, '/insights')}>
              {t.insights}
            </a>
          </>
        )}
      </div>
      {ConfirmDialog && <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />}
    </form>
  );
}
