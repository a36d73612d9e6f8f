import { lazy, Suspense, useState } from 'react';
import { m } from '~/paraglide/messages.js';
import type { PostActivity } from '~/shared/community';
import { LOCALES, POST_TYPES, type Locale, type PostType } from '~/shared/enums';
import { pathFor } from '~/shared/routes';
import { createPostSchema, QUESTION_TITLE_MAX } from '~/shared/schemas/community';
import { readJson, useApi } from '~/islands/api';
import { Field, FormError, SelectField, TextareaField } from '~/islands/forms/Field';
import { FormActions } from '~/islands/forms/FormActions';
import { useSchemaForm } from '~/islands/forms/use-schema-form';
import type { Texts } from '~/shared/validate-form';
import ImageUpload from '~/islands/images/ImageUpload';
import { POSTED_PARAM } from '~/shared/posted-marker';
import { useMentionSuggestions } from './use-mention-suggestions';

// Offered while a question's title is typed; its code loads only once the form is a question's.
const SimilarQuestions = lazy(() => import('./SimilarQuestions'));

/** The languages a post may be written in, by their own names. */
const LANGUAGE_NAMES: Record<Locale, string> = { de: 'Deutsch', en: 'English' };

/**
 * "/community/create-post" (docs/product-rules.md §2): text, kind, language and an optional picture; a question
 * also its title, with similar questions offered as it is typed; then back to the feed.
 */
interface Props {
  locale: Locale;
  texts: Texts;
  /** Chosen beforehand by the link that opened the form ("Ask a question"). */
  initialType: PostType | null;
  /** The text to start from: a finished course's success story (decision 046), or a mastery's naming the dog and the activity. */
  initialText: string;
  /** The activity the post is about ("Ask about this activity", docs/decisions/029-questions-and-discussions.md). */
  activity: PostActivity | null;
}

export default function CreatePostForm({ locale, texts, initialType, initialText, activity: initialActivity }: Props) {
  const o = { locale };
  const api = useApi(locale);
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const [activity, setActivity] = useState(initialActivity);
  const [type, setType] = useState(initialType);
  const [title, setTitle] = useState('');
  const [lang, setLang] = useState(locale);
  const mentions = useMentionSuggestions(locale);
  const typeLabels = { post: m.post_type_post({}, o), question: m.post_type_question({}, o), success_story: m.post_type_success_story({}, o) };
  const { errors, busy, onSubmit } = useSchemaForm(createPostSchema, texts, {
    fallback: m.post_create_failed({}, o),
    extra: { imageUrl, activityId: activity?.id ?? null },
    async submit(data) {
      await readJson(await api.posts.$post({ json: data }));
      window.location.assign(`${pathFor('community', locale)}?${POSTED_PARAM}=1`);
    },
  });

  return (
    <form method="post" className="card grid gap-5" onSubmit={onSubmit} noValidate>
      {type === 'question' && (
        <div className="grid gap-3">
          <Field
            label={m.create_post_question_title({}, o)}
            hint={m.create_post_question_title_hint({}, o)}
            name="title"
            maxLength={QUESTION_TITLE_MAX}
            error={errors.title}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
          <Suspense fallback={null}>
            <SimilarQuestions locale={locale} title={title} lang={lang} />
          </Suspense>
        </div>
      )}
      <div className="relative">
        <TextareaField label={m.create_post_content({}, o)} name="content" rows={6} error={errors.content} defaultValue={initialText} {...mentions.field} />
        {mentions.list}
      </div>
      <fieldset aria-describedby={errors.type ? 'post-type-error' : undefined}>
        <legend className="field-label">{m.create_post_type({}, o)}</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {POST_TYPES.map((option) => (
            <label key={option} className="inline-flex min-h-11 items-center gap-2">
              <input type="radio" name="type" value={option} defaultChecked={option === initialType} onChange={() => setType(option)} />
              {typeLabels[option]}
            </label>
          ))}
        </div>
        {errors.type && (
          <p id="post-type-error" className="field-error">
            {errors.type}
          </p>
        )}
      </fieldset>
      <SelectField
        label={m.create_post_language({}, o)}
        name="lang"
        error={errors.lang}
        value={lang}
        onChange={(event) => setLang(event.target.value as Locale)}
      >
        {LOCALES.map((option) => (
          <option key={option} value={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </SelectField>
      {activity && (
        <div className="flex flex-wrap items-center gap-3 rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
          <span className="min-w-0 break-words">{m.create_post_activity({ title: activity.title }, o)}</span>
          <button type="button" className="btn-ghost" onClick={() => setActivity(null)}>
            {m.create_post_activity_remove({}, o)}
          </button>
          {errors.activityId && <p className="field-error w-full">{errors.activityId}</p>}
        </div>
      )}
      <div>
        {imageUrl ? (
          <div className="flex items-start gap-3">
            <img src={imageUrl} alt="" className="max-h-40 rounded-xl object-cover" />
            <button type="button" className="btn-ghost" onClick={() => setImageUrl(null)}>
              {m.create_post_image_remove({}, o)}
            </button>
          </div>
        ) : (
          <ImageUpload
            locale={locale}
            label={m.create_post_image({}, o)}
            tooLargeMessage={m.image_too_large({}, o)}
            onUploaded={(image) => setImageUrl(image.medium)}
          />
        )}
        {errors.imageUrl && <p className="field-error">{errors.imageUrl}</p>}
      </div>
      <FormError message={errors.form} />
      <FormActions submit={m.create_post_submit({}, o)} busy={busy} cancel={{ label: m.create_post_back({}, o), href: pathFor('community', locale) }} />
    </form>
  );
}
