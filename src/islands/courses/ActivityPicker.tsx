import { useState } from 'react';
import type { ActivitySummary } from '~/shared/activity';
import type { EditorTexts } from '~/shared/courses/editor-texts';
import type { Locale } from '~/shared/enums';
import { readJson, useApi } from '~/islands/api';
import { SearchField } from '~/islands/forms/SearchField';

/** Results shown at once: enough to choose from, few enough for a phone. */
const SHOWN = 8;

interface Props {
  locale: Locale;
  t: EditorTexts;
  /** The course's language: activities in it are searched. */
  language: Locale;
  /** The step's key, for the ids of the field and its list. */
  id: string;
  onPick(activity: { id: number; title: string }): void;
  onClose(): void;
}

/** Finds an activity for a step with the activity search (`GET /api/activities?q=`). */
export default function ActivityPicker({ locale, t, language, id, onPick, onClose }: Props) {
  const api = useApi(locale);
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<ActivitySummary[] | null>(null);
  const [failed, setFailed] = useState(false);

  async function search(q: string) {
    try {
      const page = await readJson(await api.activities.$get({ query: { ...(q ? { q } : {}), lang: language } }));
      setFound(page.activities.slice(0, SHOWN));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }

  return (
    <div className="mt-2 grid gap-2 rounded-xl bg-paper-sunk p-3 dark:bg-night-sunk" data-testid="activity-picker">
      <SearchField
        id={`${id}-search`}
        label={t.activity_search}
        value={query}
        onChange={setQuery}
        onSearch={search}
        autoFocus
        onKeyDown={(event) => event.key === 'Escape' && onClose()}
        aria-controls={`${id}-results`}
      />
      <div id={`${id}-results`} aria-live="polite">
        {failed && <p className="field-error">{t.activity_search_failed}</p>}
        {found?.length === 0 && <p className="text-sm">{t.activity_none_found}</p>}
        {found && found.length > 0 && (
          <ul className="grid gap-1">
            {found.map((activity) => (
              <li key={activity.id}>
                <button
                  type="button"
                  className="btn-ghost min-h-11 w-full justify-start text-left"
                  onClick={() => onPick({ id: activity.id, title: activity.title })}
                >
                  {activity.title}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <button type="button" className="btn-ghost min-h-11 justify-self-start" onClick={onClose}>
        {t.activity_close}
      </button>
    </div>
  );
}
