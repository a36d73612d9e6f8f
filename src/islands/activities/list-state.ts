/**
 * The list's state lives in the URL (shareable, back button works): the same query string the
 * API reads, so the page, the island and `GET /api/activities` agree on one format.
 */
import { defaultSort } from '~/shared/activity-query';
import type { ActivityListQuery } from '~/shared/schemas/activity';

export type ListState = Omit<ActivityListQuery, 'cursor' | 'mine'>;

/** The query string of a state, without defaults; also the API's query. */
export function toSearchParams(state: ListState): Record<string, string> {
  const params: Record<string, string> = {};
  if (state.q) params.q = state.q;
  if (state.difficulty) params.difficulty = state.difficulty;
  if (state.duration) params.duration = String(state.duration);
  if (state.location) params.location = state.location;
  if (state.tags && state.tags.length > 0) params.tags = state.tags.join(',');
  if (state.favorites) params.favorites = '1';
  // The member's choice, unless it is what the query sorts by anyway (relevance while searching, else the newest).
  if (state.sort && state.sort !== defaultSort(state.q)) params.sort = state.sort;
  if (state.lang) params.lang = state.lang;
  return params;
}

export function urlOf(pathname: string, state: ListState): string {
  const query = new URLSearchParams(toSearchParams(state)).toString();
  return query ? `${pathname}?${query}` : pathname;
}
