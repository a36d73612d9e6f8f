import { useState, type KeyboardEvent } from 'react';
import { m } from '~/paraglide/messages.js';
import type { ActivityDetail } from '~/shared/activity';
import { ACTIVITY_LOCATIONS, DIFFICULTIES, type Locale } from '~/shared/enums';
import { localizePath, pathFor, routes } from '~/shared/routes';
import {
  CREATE_DURATION_MAX,
  createActivitySchema,
  DURATION_CHOICES,
  EDIT_DURATION_MAX,
  type CreateActivityInput,
  editActivitySchema,
  IMAGES_MAX,
  normaliseTag,
  TAGS_MAX,
  TITLE_MAX,
} from '~/shared/schemas/activity';
import { showToast } from '~/stores/toasts';
import { ApiRequestError, readJson, useApi } from '~/islands/api';
import { Field, FormError, SelectField, TextareaField } from '~/islands/forms/Field';
import { FormActions } from '~/islands/forms/FormActions';
import { useSchemaForm } from '~/islands/forms/use-schema-form';
import type { Texts } from '~/shared/validate-form';
import ImageUpload from '~/islands/images/ImageUpload';
import DeleteActivityButton from './DeleteActivityButton';
import { difficultyLabel, kindLabel, locationLabel } from '~/shared/labels/activity';
import { ACTIVITY_KINDS } from '~/shared/activity-kind';
import InstructionSteps from './InstructionSteps';
import LimitReached from './LimitReached';

interface Props {
  locale: Locale;
  texts: Texts;
  /** The activity being edited; none when creating. */
  activity?: ActivityDetail;
  /** Free members see how many of their 5 remain (docs/product-rules.md §7.2). */
  remainingFree?: number | null;
  /** The limit screen's way to Premium, in the words the member may be offered (labels/premium.ts). */
  upsell?: string | null;
}

/** Splits what was typed into tags: commas separate, blanks and repeats drop out (docs/product-rules.md §7.1). */
const splitTags = (text: string) =>
  text
    .split(',')
    .map(normaliseTag)
    .filter((tag) => tag !== '');

/** The create and edit form (docs/product-rules.md §2, §7.1): fields, tags, pictures, video link. */
export default function ActivityForm({ locale, texts, activity, remainingFree = null, upsell = null }: Props) {
  const o = { locale };
  const editing = activity !== undefined;
  const [tags, setTags] = useState<string[]>(activity?.tags ?? []);
  const [tagDraft, setTagDraft] = useState('');
  const [images, setImages] = useState<string[]>(activity?.images ?? []);
  const [duration, setDuration] = useState(activity ? String(activity.duration) : '');
  const [limitReached, setLimitReached] = useState(false);
  const [content, setContent] = useState(activity?.content ?? '');
  const api = useApi(locale);
  const detailPath = activity ? localizePath(`${routes.activities.path}/${activity.id}`, locale) : '';

  function addTags(text: string) {
    const next = [...new Set([...tags, ...splitTags(text)])].slice(0, TAGS_MAX);
    setTags(next);
    setTagDraft('');
  }
  function onTagKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      addTags(tagDraft);
    }
  }

  const { errors, busy, onSubmit } = useSchemaForm(editing ? editActivitySchema : createActivitySchema, texts, {
    fallback: editing ? m.activity_update_failed({}, o) : m.activity_form_create_failed({}, o),
    // A tag still in the input counts, as if Enter had been pressed.
    extra: { tags: [...tags, ...splitTags(tagDraft)], images },
    async submit(data) {
      if (activity) {
        await readJson(await api.activities[':id'].$patch({ param: { id: String(activity.id) }, json: data }));
        showToast({ title: m.activity_updated({}, o) });
        window.location.assign(detailPath);
      } else {
        await readJson(await api.activities.$post({ json: data as CreateActivityInput }));
        showToast({ title: m.activity_created({}, o) });
        window.location.assign(pathFor('activities', locale));
      }
    },
    onError(error) {
      if (error instanceof ApiRequestError && error.body.code === 'activity_limit_reached') setLimitReached(true);
    },
  });

  if (limitReached) return <LimitReached locale={locale} pending={false} upsell={upsell} />;

  const area = (name: 'description' | 'content', rows: number, hint?: string) => (
    <TextareaField
      label={name === 'description' ? m.activity_form_description({}, o) : m.activity_form_content({}, o)}
      name={name}
      rows={rows}
      defaultValue={activity?.[name]}
      hint={hint}
      error={errors[name]}
      onChange={name === 'content' ? (event) => setContent(event.target.value) : undefined}
    />
  );
  const picker = (name: 'difficulty' | 'location') => (
    <SelectField
      label={name === 'difficulty' ? m.activity_form_difficulty({}, o) : m.activity_form_location({}, o)}
      name={name}
      defaultValue={activity?.[name] ?? ''}
      error={errors[name]}
    >
      <option value="" disabled>
        {m.activity_form_choose({}, o)}
      </option>
      {name === 'difficulty'
        ? DIFFICULTIES.map((value) => (
            <option key={value} value={value}>
              {difficultyLabel(value, locale)}
            </option>
          ))
        : ACTIVITY_LOCATIONS.map((value) => (
            <option key={value} value={value}>
              {locationLabel(value, locale)}
            </option>
          ))}
    </SelectField>
  );

  return (
    <form method="post" className="card grid gap-5" onSubmit={onSubmit} noValidate>
      {remainingFree !== null && (
        <p className="rounded-xl bg-brand-50 p-3 text-sm text-brand-900">{m.activity_form_remaining_free({ remaining: remainingFree }, o)}</p>
      )}
      <Field label={m.activity_form_title({}, o)} name="title" defaultValue={activity?.title} maxLength={TITLE_MAX} required error={errors.title} />
      {area('description', 3)}
      {area('content', 10, m.activity_form_content_hint({}, o))}
      {content.trim() !== '' && (
        <section aria-labelledby="activity-steps-preview" className="rounded-2xl bg-paper-sunk p-4 dark:bg-night-sunk">
          <h2 id="activity-steps-preview" className="mb-3 text-sm font-semibold">
            {m.activity_steps_preview({}, o)}
          </h2>
          <InstructionSteps content={content} locale={locale} />
        </section>
      )}
      <div className="grid gap-5 sm:grid-cols-3">
        <div>
          <Field
            label={m.activity_form_duration({}, o)}
            name="duration"
            type="number"
            inputMode="numeric"
            min={1}
            max={editing ? EDIT_DURATION_MAX : CREATE_DURATION_MAX}
            value={duration}
            onChange={(event) => setDuration(event.target.value)}
            error={errors.duration}
          />
          <div className="mt-2 flex flex-wrap gap-1.5">
            {DURATION_CHOICES.map((minutes) => (
              <button
                key={minutes}
                type="button"
                aria-pressed={duration === String(minutes)}
                className={`rounded-full border px-2.5 py-0.5 text-xs ${duration === String(minutes) ? 'border-brand-700 bg-brand-100 text-brand-900' : 'border-stone-300 dark:border-night-line'}`}
                onClick={() => setDuration(String(minutes))}
              >
                {m.activity_form_duration_choice({ minutes }, o)}
              </button>
            ))}
          </div>
        </div>
        {picker('difficulty')}
        {picker('location')}
      </div>
      <SelectField
        label={m.activity_form_kind({}, o)}
        name="kind"
        defaultValue={activity?.chosenKind ?? ''}
        hint={m.activity_form_kind_hint({}, o)}
        error={errors.kind}
      >
        <option value="">{m.activity_form_kind_auto({}, o)}</option>
        {ACTIVITY_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {kindLabel(kind, locale)}
          </option>
        ))}
      </SelectField>
      <div>
        <label htmlFor="activity-tags" className="field-label">
          {m.activity_form_tags({}, o)}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id="activity-tags"
            className="field-input mt-0"
            value={tagDraft}
            onChange={(event) => setTagDraft(event.target.value)}
            onKeyDown={onTagKey}
            aria-describedby="activity-tags-hint"
            aria-invalid={errors.tags ? true : undefined}
          />
          <button type="button" className="btn-ghost" onClick={() => addTags(tagDraft)} aria-label={m.activity_form_tag_add({}, o)}>
            +
          </button>
        </div>
        <p id="activity-tags-hint" className="mt-1 text-xs text-ink-muted dark:text-stone-400">
          {m.activity_form_tags_hint({}, o)}
        </p>
        {tags.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {tags.map((tag) => (
              <li key={tag}>
                <button
                  type="button"
                  className="rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-900"
                  aria-label={m.activity_form_tag_remove({ tag }, o)}
                  onClick={() => setTags(tags.filter((t) => t !== tag))}
                >
                  #{tag} ×
                </button>
              </li>
            ))}
          </ul>
        )}
        {errors.tags && <p className="field-error">{errors.tags}</p>}
      </div>
      <div>
        <p className="field-label">{m.activity_form_images({}, o)}</p>
        {images.length > 0 && (
          <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-6">
            {images.map((url) => (
              <li key={url} className="relative">
                <img src={url} alt="" className="aspect-square w-full rounded-xl object-cover" />
                <button
                  type="button"
                  className="absolute right-1 top-1 rounded-full bg-white/90 px-2 text-sm text-ink shadow"
                  aria-label={m.activity_form_image_remove({}, o)}
                  onClick={() => setImages(images.filter((image) => image !== url))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        {images.length < IMAGES_MAX && (
          <div className="mt-2">
            <ImageUpload
              locale={locale}
              label={m.activity_form_image_add({}, o)}
              tooLargeMessage={m.activity_form_image_too_large({}, o)}
              hint={m.profile_avatar_hint({}, o)}
              onUploaded={(image) => setImages((current) => [...current, image.medium])}
            />
          </div>
        )}
        {errors.images && <p className="field-error">{errors.images}</p>}
      </div>
      <Field label={m.activity_form_video({}, o)} name="videoUrl" type="url" defaultValue={activity?.videoUrl ?? ''} error={errors.videoUrl} />
      <FormError message={errors.form} />
      <FormActions
        submit={busy ? m.activity_form_saving({}, o) : editing ? m.activity_form_submit_edit({}, o) : m.activity_form_submit_create({}, o)}
        busy={busy}
        cancel={{ label: m.activity_form_back({}, o), href: editing ? detailPath : pathFor('community', locale) }}
        className="flex flex-wrap items-center gap-3"
      >
        {activity && (
          <span className="ml-auto">
            <DeleteActivityButton
              locale={locale}
              activityId={activity.id}
              title={activity.title}
              onDeleted={() => window.location.assign(pathFor('activities', locale))}
            />
          </span>
        )}
      </FormActions>
    </form>
  );
}
