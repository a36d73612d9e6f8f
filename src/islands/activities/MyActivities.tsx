import { m } from '~/paraglide/messages.js';
import type { ActivityPage } from '~/shared/activity';
import type { Locale } from '~/shared/enums';
import { localizePath, pathFor, routes } from '~/shared/routes';
import { ListFooter } from '~/islands/ListFooter';
import { readJson, useApi } from '~/islands/api';
import { useCursorPages } from '~/islands/use-cursor-pages';
import ActivityCard from './ActivityCard';
import DeleteActivityButton from './DeleteActivityButton';

/** 'Meine Aktivitäten' (docs/product-rules.md §2): own activities with view, edit and delete; an empty state. */
export default function MyActivities({ locale, initialPage }: { locale: Locale; initialPage: ActivityPage }) {
  const o = { locale };
  const api = useApi(locale);
  const list = useCursorPages({
    first: initialPage,
    items: (page) => page.activities,
    query: undefined,
    fetch: async (_query, cursor) => readJson(await api.activities.$get({ query: { mine: '1', lang: 'all', ...(cursor ? { cursor } : {}) } })),
  });
  const detail = (id: number) => localizePath(`${routes.activities.path}/${id}`, locale);

  if (list.items.length === 0) {
    return (
      <div className="card text-center">
        <p className="font-semibold">{m.activity_mine_empty({}, o)}</p>
        <p className="mt-1 text-sm prose-text">{m.activity_mine_empty_hint({}, o)}</p>
        <a className="btn-primary mt-4" href={pathFor('createActivity', locale)}>
          {m.activity_list_create({}, o)}
        </a>
      </div>
    );
  }
  return (
    <div className="grid gap-6">
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {list.items.map((activity) => (
          <li key={activity.id} className="grid">
            <ActivityCard
              activity={activity}
              locale={locale}
              href={detail(activity.id)}
              actions={
                <div className="flex flex-wrap gap-2">
                  <a className="btn-ghost" href={detail(activity.id)}>
                    {m.activity_list_open({}, o)}
                  </a>
                  <a className="btn-ghost" href={`${detail(activity.id)}/edit`}>
                    {m.activity_edit({}, o)}
                  </a>
                  <DeleteActivityButton locale={locale} activityId={activity.id} title={activity.title} onDeleted={() => list.remove(activity.id)} />
                </div>
              }
            />
          </li>
        ))}
      </ul>
      <ListFooter list={list} moreLabel={m.activity_list_load_more({}, o)} errorLabel={m.activity_list_load_error({}, o)} />
    </div>
  );
}
