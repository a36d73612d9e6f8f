import { lazy, type ReactNode, Suspense, useEffect, useEffectEvent, useRef, useState } from 'react';
import { m } from '~/paraglide/messages.js';
import type { ActivityPage } from '~/shared/activity';
import { type ActivityListChoices, defaultSort, SEARCH_MAX, sortOf } from '~/shared/activity-query';
import type { Locale } from '~/shared/enums';
import { showToast } from '~/stores/toasts';
import { apiOnDemand } from '~/islands/api-on-demand';
import { FilterSelect } from '~/islands/forms/FilterSelect';
import { SearchField } from '~/islands/forms/SearchField';
import { ListFooter } from '~/islands/ListFooter';
import { useCursorPages } from '~/islands/use-cursor-pages';
import { type ListState, toSearchParams, urlOf } from './list-state';

const FILTER_SHEET = 'activity-filters';

/**
 * The cards' code, loaded once the list changes: until then the page's own rendering of the first
 * page stands. It loads beside the new page's request, so the cards of the new query show as soon as
 * they arrive, never the old ones after the list said it was done.
 */
const loadActivityList = () => import('./ActivityList');
const ActivityList = lazy(loadActivityList);

interface Props {
  locale: Locale;
  initialState: ListState;
  initialPage: ActivityPage;
  /** Path of the detail page without the id, e.g. `/en/activities/`; null for visitors. */
  detailBase: string | null;
  /** Favorites are for paid members (docs/product-rules.md §6). */
  canFavorite: boolean;
  /** The filters' and the sort's options, labelled by the page. */
  choices: ActivityListChoices;
  /** The first page's cards (ActivityList), rendered by the page. */
  children?: ReactNode;
}

/** The activity list ("/activities", docs/product-rules.md §2): search, filters, sort, tag chips and paging, all on the server. */
export default function ActivityBrowser({ locale, initialState, initialPage, detailBase, canFavorite, choices, children }: Props) {
  const o = { locale };
  const [search, setSearch] = useState(initialState.q ?? '');
  /** Whether the list has left the page's first page (a new query or a further page): then the island renders the cards. */
  const [changed, setChanged] = useState(false);
  const cardsRef = useRef<HTMLDivElement>(null);
  const list = useCursorPages({
    first: initialPage,
    items: (page) => page.activities,
    query: initialState,
    // The client loads with the first change: the first page arrives with the page.
    async fetch(state: ListState, cursor) {
      const [{ api, readJson }] = await Promise.all([apiOnDemand(locale), loadActivityList()]);
      return readJson(await api.activities.$get({ query: { ...toSearchParams(state), ...(cursor ? { cursor } : {}) } }));
    },
  });
  const { items: cards, status, query: state } = list;
  const more = () => {
    setChanged(true);
    return list.more();
  };

  /** A new state: into the URL (typing replaces, other changes push), then page 1 from the server. */
  function change(patch: Partial<ListState>, mode: 'push' | 'replace' = 'push') {
    const next = { ...state, ...patch };
    window.history[mode === 'push' ? 'pushState' : 'replaceState'](next, '', urlOf(window.location.pathname, next));
    setChanged(true);
    void list.reload(next);
  }

  /**
   * Each entry of the list's history keeps its state (the page's own entry from the start), so the
   * back button restores it without parsing the URL again. An entry without one is not the list's
   * (a jump to an anchor): the list stays as it is.
   */
  const restore = useEffectEvent((next: ListState | null) => {
    if (!next) return;
    setSearch(next.q ?? '');
    setChanged(true);
    void list.reload(next);
  });
  useEffect(() => {
    window.history.replaceState(initialState, '', window.location.href);
    const onPop = (event: PopStateEvent) => restore(event.state as ListState | null);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [initialState]);

  function searchFor(q: string) {
    if ((state.q ?? '') !== q) change({ q: q || undefined }, 'replace');
  }

  const locked = () =>
    showToast({ title: m.activity_list_login_required_title({}, o), description: m.error_login_required_to_view({}, o), variant: 'destructive' });
  const anyFilter = m.activity_list_filter_any({}, o);
  const sort = sortOf(state);
  // Relevance is offered only while the query has a word to search.
  const searching = defaultSort(state.q) === 'relevance';
  const sorts = searching ? choices.sort : choices.sort.filter((choice) => choice.value !== 'relevance');
  /** The filters in use, and the sort when it is not the default, as the chips name them. */
  const inUse = [
    choices.difficulty.find((choice) => choice.value === state.difficulty),
    choices.duration.find((choice) => choice.value === state.duration),
    choices.location.find((choice) => choice.value === state.location),
    choices.lang.find((choice) => choice.value === state.lang),
    choices.sort.find((choice) => choice.value === sort && sort !== defaultSort(state.q)),
  ].filter((choice) => choice !== undefined);
  const addTag = (tag: string) => {
    if (!(state.tags ?? []).includes(tag)) change({ tags: [...(state.tags ?? []), tag] });
  };
  /** The cards' buttons, the page's and the island's alike (ActivityCard): a tag filters by it, a dimmed card asks to log in. */
  const onCardClick = useEffectEvent((event: MouseEvent) => {
    const target = event.target as Element;
    const tag = target.closest<HTMLElement>('[data-tag]')?.dataset.tag;
    if (tag) addTag(tag);
    else if (target.closest('[data-login-to-open]')) locked();
  });
  useEffect(() => {
    const cardsElement = cardsRef.current;
    const onClick = (event: MouseEvent) => onCardClick(event);
    cardsElement?.addEventListener('click', onClick);
    return () => cardsElement?.removeEventListener('click', onClick);
  }, []);

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
        {/* On a phone one row of chips (the filters in use) opens the filters as a sheet (uno.config.ts, .filter-sheet). */}
        <div className="flex gap-2 overflow-x-auto sm:hidden">
          {[{ value: 'filters', label: m.activity_list_filters({}, o) }, ...inUse].map((choice, index) => (
            <button
              key={choice.value}
              type="button"
              popoverTarget={FILTER_SHEET}
              className={`chip shrink-0 ${index > 0 ? 'border-brand-700 bg-brand-100 text-brand-900 dark:(border-brand-200 bg-brand-900 text-brand-50)' : ''}`}
            >
              {choice.label}
            </button>
          ))}
        </div>
        <fieldset
          id={FILTER_SHEET}
          popover="auto"
          className="filter-sheet gap-3 sm:grid-cols-2 lg:grid-cols-5"
          // The sheet opens with its first filter focused; closing it returns focus to the chip.
          onToggle={(event) => {
            if ((event.nativeEvent as ToggleEvent).newState === 'open') event.currentTarget.querySelector('select')?.focus();
          }}
        >
          <legend className="float-left mb-1 w-full text-lg font-semibold sm:sr-only">{m.activity_list_filters({}, o)}</legend>
          <FilterSelect
            label={m.activity_list_filter_difficulty({}, o)}
            value={state.difficulty ?? ''}
            anyLabel={anyFilter}
            options={choices.difficulty}
            onChange={(value) => change({ difficulty: (value || undefined) as ListState['difficulty'] })}
          />
          <FilterSelect
            label={m.activity_list_filter_duration({}, o)}
            value={state.duration ?? ''}
            anyLabel={anyFilter}
            options={choices.duration}
            onChange={(value) => change({ duration: (Number(value) || undefined) as ListState['duration'] })}
          />
          <FilterSelect
            label={m.activity_list_filter_location({}, o)}
            value={state.location ?? ''}
            anyLabel={anyFilter}
            options={choices.location}
            onChange={(value) => change({ location: (value || undefined) as ListState['location'] })}
          />
          <FilterSelect
            label={m.activity_list_filter_language({}, o)}
            value={state.lang ?? locale}
            options={choices.lang}
            onChange={(value) => change({ lang: value === locale ? undefined : (value as ListState['lang']) })}
          />
          <FilterSelect label={m.activity_list_sort({}, o)} value={sort} options={sorts} onChange={(value) => change({ sort: value as ListState['sort'] })} />
          <button type="button" popoverTarget={FILTER_SHEET} popoverTargetAction="hide" className="btn-primary min-h-12 sm:hidden">
            {m.activity_list_filters_done({}, o)}
          </button>
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
                sort: undefined,
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
      <div ref={cardsRef} className={status === 'loading' ? 'opacity-70' : undefined} aria-busy={status === 'loading'}>
        {changed ? (
          <Suspense fallback={children}>
            <ActivityList activities={cards} locale={locale} detailBase={detailBase} />
          </Suspense>
        ) : (
          children
        )}
      </div>
      <ListFooter list={{ ...list, more }} moreLabel={m.activity_list_load_more({}, o)} />
    </div>
  );
}
