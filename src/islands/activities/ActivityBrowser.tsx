import { useEffect, useEffectEvent, useState } from 'react';
import { m } from '~/paraglide/messages.js';
import type { ActivityPage } from '~/shared/activity';
import { ACTIVITY_LOCATIONS, DIFFICULTIES, LOCALES, type Locale } from '~/shared/enums';
import { ACTIVITY_SORTS, activityListQuery, DURATION_FILTER_STEPS, SEARCH_MAX } from '~/shared/schemas/activity';
import { showToast } from '~/stores/toasts';
import * as v from 'valibot';
import { createApiClient, readJson } from '~/islands/api';
import { useCursorPages } from '~/islands/use-cursor-pages';
import { SEARCH_DELAY_MS, useDebounced } from '~/islands/use-debounced';
import ActivityCard from './ActivityCard';
import { difficultyLabel, locationLabel, sortLabel } from '~/shared/labels/activity';
import { DEFAULT_STATE, toSearchParams, urlOf, type ListState } from './list-state';

interface Props {
  locale: Locale;
  initialState: ListState;
  initialPage: ActivityPage;
  /** Path of the detail page without the id, e.g. `/en/activities/`; null for visitors. */
  detailBase: string | null;
  /** Favorites are for paid members (docs/product-rules.md §6). */
  canFavorite: boolean;
}

function stateFromLocation(): ListState {
  const parsed = v.safeParse(activityListQuery, Object.fromEntries(new URLSearchParams(window.location.search)));
  if (!parsed.success) return DEFAULT_STATE;
  const { cursor: _cursor, mine: _mine, ...state } = parsed.output;
  return state;
}

/** The activity list ("/activities", docs/product-rules.md §2): search, filters, sort, tag chips and paging, all on the server. */
export default function ActivityBrowser({ locale, initialState, initialPage, detailBase, canFavorite }: Props) {
  const o = { locale };
  const [search, setSearch] = useState(initialState.q ?? '');
  const list = useCursorPages({
    first: initialPage,
    items: (page) => page.activities,
    query: initialState,
    fetch: async (state: ListState, cursor) =>
      readJson(await createApiClient(locale).activities.$get({ query: { ...toSearchParams(state), ...(cursor ? { cursor } : {}) } })),
  });
  const { items: cards, cursor, status, query: state } = list;

  /** A new state: into the URL (typing replaces, other changes push), then page 1 from the server. */
  function change(patch: Partial<ListState>, mode: 'push' | 'replace' = 'push') {
    const next = { ...state, ...patch };
    window.history[mode === 'push' ? 'pushState' : 'replaceState'](null, '', urlOf(window.location.pathname, next));
    void list.reload(next);
  }

  const restore = useEffectEvent(() => {
    const next = stateFromLocation();
    setSearch(next.q ?? '');
    void list.reload(next);
  });
  useEffect(() => {
    const onPop = () => restore();
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const typed = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const searchFor = useEffectEvent((q: string) => {
    if ((state.q ?? '') !== q) change({ q: q || undefined }, 'replace');
  });
  useEffect(() => searchFor(typed), [typed]);

  const locked = () =>
    showToast({ title: m.activity_list_login_required_title({}, o), description: m.error_login_required_to_view({}, o), variant: 'destructive' });
  const addTag = (tag: string) => {
    if (!(state.tags ?? []).includes(tag)) change({ tags: [...(state.tags ?? []), tag] });
  };
  const select = 'field-input mt-1';

  return (
    <div className="grid gap-6">
      {/* biome-ignore lint/a11y/useSemanticElements: a form with role search is the search landmark in every browser we support; <search> is not yet */}
      <form method="post" role="search" className="grid gap-4 card" onSubmit={(event) => event.preventDefault()}>
        <label className="field-label" htmlFor="activity-search">
          {m.activity_list_search_label({}, o)}
          <input
            id="activity-search"
            type="search"
            className="field-input"
            value={search}
            maxLength={SEARCH_MAX}
            placeholder={m.activity_list_search_placeholder({}, o)}
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
        <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          <legend className="sr-only">{m.activity_list_filters({}, o)}</legend>
          <label className="field-label">
            {m.activity_list_filter_difficulty({}, o)}
            <select
              className={select}
              value={state.difficulty ?? ''}
              onChange={(event) => change({ difficulty: (event.target.value || undefined) as ListState['difficulty'] })}
            >
              <option value="">{m.activity_list_filter_any({}, o)}</option>
              {DIFFICULTIES.map((difficulty) => (
                <option key={difficulty} value={difficulty}>
                  {difficultyLabel(difficulty, locale)}
                </option>
              ))}
            </select>
          </label>
          <label className="field-label">
            {m.activity_list_filter_duration({}, o)}
            <select
              className={select}
              value={state.duration ?? ''}
              onChange={(event) => change({ duration: (Number(event.target.value) || undefined) as ListState['duration'] })}
            >
              <option value="">{m.activity_list_filter_any({}, o)}</option>
              {DURATION_FILTER_STEPS.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {m.activity_list_filter_up_to({ minutes }, o)}
                </option>
              ))}
            </select>
          </label>
          <label className="field-label">
            {m.activity_list_filter_location({}, o)}
            <select
              className={select}
              value={state.location ?? ''}
              onChange={(event) => change({ location: (event.target.value || undefined) as ListState['location'] })}
            >
              <option value="">{m.activity_list_filter_any({}, o)}</option>
              {ACTIVITY_LOCATIONS.map((location) => (
                <option key={location} value={location}>
                  {locationLabel(location, locale)}
                </option>
              ))}
            </select>
          </label>
          <label className="field-label">
            {m.activity_list_filter_language({}, o)}
            <select
              className={select}
              value={state.lang ?? locale}
              onChange={(event) => change({ lang: event.target.value === locale ? undefined : (event.target.value as ListState['lang']) })}
            >
              {LOCALES.map((lang) => (
                <option key={lang} value={lang}>
                  {lang === 'de' ? 'Deutsch' : 'English'}
                </option>
              ))}
              <option value="all">{m.activity_list_filter_all_languages({}, o)}</option>
            </select>
          </label>
          <label className="field-label">
            {m.activity_list_sort({}, o)}
            <select className={select} value={state.sort} onChange={(event) => change({ sort: event.target.value as ListState['sort'] })}>
              {ACTIVITY_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {sortLabel(sort, locale)}
                </option>
              ))}
            </select>
          </label>
        </fieldset>
        <div className="flex flex-wrap items-center gap-3">
          <label className="inline-flex items-center gap-2 text-sm" title={canFavorite ? undefined : m.activity_list_favorites_premium({}, o)}>
            <input
              type="checkbox"
              checked={state.favorites ?? false}
              disabled={!canFavorite}
              onChange={(event) => change({ favorites: event.target.checked || undefined })}
            />
            {m.activity_list_favorites_only({}, o)}
          </label>
          {(state.tags ?? []).map((tag) => (
            <button
              key={tag}
              type="button"
              className="rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-900"
              aria-label={m.activity_list_tag_remove({ tag }, o)}
              onClick={() => change({ tags: (state.tags ?? []).filter((t) => t !== tag) })}
            >
              #{tag} ×
            </button>
          ))}
          <button
            type="button"
            className="link text-sm"
            onClick={() => {
              setSearch('');
              change({
                ...DEFAULT_STATE,
                q: undefined,
                difficulty: undefined,
                duration: undefined,
                location: undefined,
                tags: undefined,
                favorites: undefined,
                lang: undefined,
              });
            }}
          >
            {m.activity_list_filter_reset({}, o)}
          </button>
        </div>
      </form>

      <p className="sr-only" aria-live="polite">
        {status === 'loading' ? m.activity_list_loading({}, o) : m.activity_list_results({ count: cards.length }, o)}
      </p>
      {status === 'error' && (
        <div role="alert" className="card flex items-center justify-between gap-3">
          <span>{m.activity_list_load_error({}, o)}</span>
          <button type="button" className="btn-ghost" onClick={() => void list.reload()}>
            {m.activity_list_retry({}, o)}
          </button>
        </div>
      )}
      {cards.length === 0 && status === 'idle' ? (
        <div className="card text-center">
          <p className="font-semibold">{m.activity_list_empty({}, o)}</p>
          <p className="mt-1 text-sm prose-text">{m.activity_list_empty_hint({}, o)}</p>
        </div>
      ) : (
        <ul className={`grid gap-5 sm:grid-cols-2 lg:grid-cols-3 ${status === 'loading' ? 'opacity-70' : ''}`} aria-busy={status === 'loading'}>
          {cards.map((activity) => (
            <li key={activity.id} className="grid">
              <ActivityCard activity={activity} locale={locale} href={detailBase ? `${detailBase}${activity.id}` : null} onLocked={locked} onTag={addTag} />
            </li>
          ))}
        </ul>
      )}
      {cursor && (
        <div className="text-center">
          <button type="button" className="btn-ghost" disabled={status === 'loading'} onClick={() => void list.more()}>
            {m.activity_list_load_more({}, o)}
          </button>
        </div>
      )}
    </div>
  );
}
