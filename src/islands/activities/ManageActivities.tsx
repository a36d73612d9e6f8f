import { useEffect, useRef, useState } from 'react';
import { m } from '../../paraglide/messages.js';
import type { ActivityPage } from '../../shared/activity';
import type { Locale } from '../../shared/enums';
import { localizePath, routes } from '../../shared/routes';
import { showToast } from '../../stores/toasts';
import { createApiClient, readJson } from '../api';
import { ConfirmDialog, type ConfirmRequest } from '../forms/ConfirmDialog';
import DeleteActivityButton from './DeleteActivityButton';
import { useActivityPages } from './use-activity-pages';

type Kind = 'test' | 'real';
interface Props {
  locale: Locale;
  /** Moderators and admins manage everyone's activities, members their own (docs/product-rules.md §11). */
  seesAll: boolean;
  initial: Record<Kind, ActivityPage>;
}

const SEARCH_DELAY_MS = 300;

/** "/activities/manage" (docs/product-rules.md §2): test and real activities, search, delete one or all test ones. */
export default function ManageActivities({ locale, seesAll, initial }: Props) {
  const o = { locale };
  const api = createApiClient(locale);
  const [search, setSearch] = useState('');
  const query = useRef('');
  const page = (kind: Kind) => async (cursor: string | null) =>
    readJson(await api.activities.manage.$get({ query: { kind, ...(query.current ? { q: query.current } : {}), ...(cursor ? { cursor } : {}) } }));
  const lists = { test: useActivityPages(initial.test, page('test')), real: useActivityPages(initial.real, page('real')) };
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = window.setTimeout(() => {
      query.current = search.trim();
      void lists.test.reload();
      void lists.real.reload();
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [search]);

  /** Lists the test activities the server would delete, asks, then deletes exactly those. */
  async function askDeleteTests() {
    try {
      const preview = await readJson(await api.activities.test.$get());
      if (preview.activities.length === 0) return void lists.test.reload();
      const ids = preview.activities.map((activity) => activity.id);
      setConfirm({
        title: m.activities_manage_delete_tests({}, o),
        message: m.activities_manage_delete_tests_list({ count: String(ids.length) }, o) + (preview.more ? ` ${m.activities_manage_delete_tests_more({}, o)}` : ''),
        items: preview.activities.map((activity) => activity.title),
        confirmLabel: m.activity_delete({}, o),
        cancelLabel: m.activity_delete_cancel({}, o),
        run: async () => {
          try {
            const { deleted } = await readJson(await api.activities.test.$delete({ json: { ids } }));
            showToast({ title: m.activities_manage_deleted_tests({ count: deleted }, o) });
          } catch {
            showToast({ title: m.activity_delete_failed({}, o), variant: 'destructive' });
          }
          void lists.test.reload();
        },
      });
    } catch {
      showToast({ title: m.activities_load_error({}, o), variant: 'destructive' });
    }
  }

  const section = (kind: Kind) => {
    const list = lists[kind];
    return (
      <section className="card" aria-labelledby={`manage-${kind}`}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={`manage-${kind}`} className="text-xl font-semibold">
            {kind === 'test' ? m.activities_manage_test({}, o) : m.activities_manage_real({}, o)}
          </h2>
          {kind === 'test' && list.cards.length > 0 && (
            <button type="button" className="btn-ghost text-red-700 dark:text-red-300" onClick={() => void askDeleteTests()}>
              {m.activities_manage_delete_tests({}, o)}
            </button>
          )}
        </div>
        {list.cards.length === 0 ? (
          <p className="mt-3 text-sm prose-text">{m.activities_manage_none({}, o)}</p>
        ) : (
          <ul className="mt-3 divide-y divide-stone-200 dark:divide-night-line">
            {list.cards.map((activity) => (
              <li key={activity.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <a className="font-semibold hover:underline" href={localizePath(`${routes.activities.path}/${activity.id}`, locale)}>
                    {activity.title}
                  </a>
                  <p className="text-xs text-ink-muted dark:text-stone-400">
                    {m.activity_by({ name: activity.author.displayName }, o)} · {new Date(activity.createdAt).toLocaleDateString(locale === 'de' ? 'de-DE' : 'en-GB')}
                  </p>
                </div>
                <DeleteActivityButton locale={locale} activityId={activity.id} title={activity.title} onDeleted={() => list.remove(activity.id)} />
              </li>
            ))}
          </ul>
        )}
        {list.status === 'error' && <p role="alert" className="field-error">{m.activities_load_error({}, o)}</p>}
        {list.cursor && (
          <button type="button" className="btn-ghost mt-3" disabled={list.status === 'loading'} onClick={() => void list.more()}>
            {m.activities_load_more({}, o)}
          </button>
        )}
      </section>
    );
  };

  return (
    <div className="grid gap-6">
      <p className="prose-text">{seesAll ? m.activities_manage_scope_all({}, o) : m.activities_manage_scope_own({}, o)}</p>
      <label className="field-label" htmlFor="manage-search">
        {m.activities_search_label({}, o)}
        <input id="manage-search" type="search" className="field-input" value={search} maxLength={100} onChange={(event) => setSearch(event.target.value)} />
      </label>
      {section('test')}
      {section('real')}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </div>
  );
}
