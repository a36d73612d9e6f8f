import { useEffect, useEffectEvent, useState } from 'react';
import { m } from '~/paraglide/messages.js';
import type { ActivityPage } from '~/shared/activity';
import { ACTIVITY_LOCATIONS, DIFFICULTIES, LOCALES, type Locale } from '~/shared/enums';
import { ACTIVITY_SORTS, activityListQuery, DURATION_FILTER_STEPS, SEARCH_MAX } from '~/shared/schemas/activity';
import { showToast } from '~/stores/toasts';
import * as v from 'valibot';
import { readJson, useApi } from '~/islands/api';
import { FilterSelect } from '~/islands/forms/FilterSelect';
import { SearchField } from '~/islands/forms/SearchField';
import { ListFooter } from '~/islands/ListFooter';
import { useCursorPages } from '~/islands/use-cursor-pages';
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
  const api = useApi(locale);
  const list = useCursorPages({
    first: initialPage,
    items: (page) => page.activities,
    query: initialState,
    fetch: async (state: ListState, cursor) => readJson(await api.activities.$get({ query: { ...toSearchParams(state), ...(cursor ? { cursor } : {}) } })),
  });
  const { items: cards, status, query: state } = list;

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

  function searchFor(q: string) {
    if ((state.q ?? '') !== q) change({ q: q || undefined }, 'replace');
  }

  const locked = () =>
    showToast({ title: m.activity_list_login_required_title({}, o), description: m.error_login_required_to_view({}, o), variant: 'destructive' });
  const anyFilter = m.activity_list_filter_any({}, o);
  const addTag = (tag: string) => {
    if (!(state.tags ?? []).includes(tag)) change({ tags: [...(state.tags ?? []), tag] });
  };

  return (
    <div className="grid gap-6">
      {/* biome-ignore lint/a11y/useSemanticElements: a form with role search is the search landmark in every browser we support; <search> is not yet */}
      <form method="post" role="search" className="grid gap-4 card" onSubmit={(event) => event.preventDefault()}>
        <SearchField
          id="activity-search"
          label={m.activity_list_search_label({}, o)}
          value={search}
          maxLength={SEARCH_MAX}
          placeholder={m.activity_list_search_placeholder({}, o)}
          onChange={setSearch}
          onSearch={searchFor}
        />
        <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          <legend className="sr-only">{m.activity_list_filters({}, o)}</legend>
          <FilterSelect
            label={m.activity_list_filter_difficulty({}, o)}
            value={state.difficulty ?? ''}
            anyLabel={anyFilter}
            options={DIFFICULTIES.map((difficulty) => ({ value: difficulty, label: difficultyLabel(difficulty, locale) }))}
            onChange={(value) => change({ difficulty: (value || undefined) as ListState['difficulty'] })}
          />
          <FilterSelect
            label={m.activity_list_filter_duration({}, o)}
            value={state.duration ?? ''}
            anyLabel={anyFilter}
            options={DURATION_FILTER_STEPS.map((minutes) => ({ value: minutes, label: m.activity_list_filter_up_to({ minutes }, o) }))}
            onChange={(value) => change({ duration: (Number(value) || undefined) as ListState['duration'] })}
          />
          <FilterSelect
            label={m.activity_list_filter_location({}, o)}
            value={state.location ?? ''}
            anyLabel={anyFilter}
            options={ACTIVITY_LOCATIONS.map((location) => ({ value: location, label: locationLabel(location, locale) }))}
            onChange={(value) => change({ location: (value || undefined) as ListState['location'] })}
          />
          <FilterSelect
            label={m.activity_list_filter_language({}, o)}
            value={state.lang ?? locale}
            options={[
              ...LOCALES.map((lang) => ({ value: lang, label: lang === 'de' ? 'Deutsch' : 'English' })),
              { value: 'all', label: m.activity_list_filter_all_languages({}, o) },
            ]}
            onChange={(value) => change({ lang: value === locale ? undefined : (value as ListState['lang']) })}
          />
          <FilterSelect
            label={m.activity_list_sort({}, o)}
            value={state.sort}
            options={ACTIVITY_SORTS.map((sort) => ({ value: sort, label: sortLabel(sort, locale) }))}
            onChange={(value) => change({ sort: value as ListState['sort'] })}
          />
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
      <ListFooter list={list} moreLabel={m.activity_list_load_more({}, o)} />
    </div>
  );
}
