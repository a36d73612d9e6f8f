import { useState } from 'react';
import { m } from '~/paraglide/messages.js';
import type { ActivityPage } from '~/shared/activity';
import type { Locale } from '~/shared/enums';
import { localizePath, routes } from '~/shared/routes';
import { SEARCH_MAX } from '~/shared/schemas/activity';
import { showToast } from '~/stores/toasts';
import { readJson, useApi } from '~/islands/api';
import { errorText } from '~/islands/error-text';
import { ConfirmDialog, type ConfirmRequest } from '~/islands/forms/ConfirmDialog';
import { SearchField } from '~/islands/forms/SearchField';
import { ListFooter } from '~/islands/ListFooter';
import { useCursorPages } from '~/islands/use-cursor-pages';
import DeleteActivityButton from './DeleteActivityButton';

type Kind = 'test' | 'real';
interface Props {
  locale: Locale;
  /** Moderators and admins manage everyone's activities, members their own (docs/product-rules.md §11). */
  seesAll: boolean;
  initial: Record<Kind, ActivityPage>;
}

/** "/activities/manage" (docs/product-rules.md §2): test and real activities, search, delete one or all test ones. */
export default function ManageActivities({ locale, seesAll, initial }: Props) {
  const o = { locale };
  const api = useApi(locale);
  const [search, setSearch] = useState('');
  /** The activities of one kind matching the search `q` ('' for all). */
  const pages = (kind: Kind) => ({
    first: initial[kind],
    items: (page: ActivityPage) => page.activities,
    query: '',
    fetch: async (q: string, cursor: string | null) =>
      readJson(await api.activities.manage.$get({ query: { kind, ...(q ? { q } : {}), ...(cursor ? { cursor } : {}) } })),
  });
  const lists = { test: useCursorPages(pages('test')), real: useCursorPages(pages('real')) };
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  function searchFor(q: string) {
    if (q === lists.test.query) return;
    void lists.test.reload(q);
    void lists.real.reload(q);
  }

  /** Lists the test activities the server would delete, asks, then deletes exactly those. */
  async function askDeleteTests() {
    try {
      const preview = await readJson(await api.activities.test.$get());
      if (preview.activities.length === 0) return void lists.test.reload();
      const ids = preview.activities.map((activity) => activity.id);
      setConfirm({
        title: m.activity_manage_delete_tests({}, o),
        message: m.activity_manage_delete_tests_list({ count: String(ids.length) }, o) + (preview.more ? ` ${m.activity_manage_delete_tests_more({}, o)}` : ''),
        items: preview.activities.map((activity) => ({ id: activity.id, label: activity.title })),
        confirmLabel: m.activity_delete({}, o),
        cancelLabel: m.activity_delete_cancel({}, o),
        run: async () => {
          try {
            const { deleted } = await readJson(await api.activities.test.$delete({ json: { ids } }));
            showToast({ title: m.activity_manage_deleted_tests({ count: deleted }, o) });
          } catch (error) {
            showToast({ title: errorText(error, m.activity_delete_failed({}, o)), variant: 'destructive' });
          }
          void lists.test.reload();
        },
      });
    } catch (error) {
      showToast({ title: errorText(error, m.activity_list_load_error({}, o)), variant: 'destructive' });
    }
  }

  const section = (kind: Kind) => {
    const list = lists[kind];
    return (
      <section className="card" aria-labelledby={`manage-${kind}`}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={`manage-${kind}`} className="text-xl font-semibold">
            {kind === 'test' ? m.activity_manage_test({}, o) : m.activity_manage_real({}, o)}
          </h2>
          {kind === 'test' && list.items.length > 0 && (
            <button type="button" className="btn-ghost text-red-700 dark:text-red-300" onClick={() => void askDeleteTests()}>
              {m.activity_manage_delete_tests({}, o)}
            </button>
          )}
        </div>
        {list.items.length === 0 ? (
          <p className="mt-3 text-sm prose-text">{m.activity_manage_none({}, o)}</p>
        ) : (
          <ul className="mt-3 divide-y divide-stone-200 dark:divide-night-line">
            {list.items.map((activity) => (
              <li key={activity.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <a className="font-semibold hover:underline" href={localizePath(`${routes.activities.path}/${activity.id}`, locale)}>
                    {activity.title}
                  </a>
                  <p className="text-xs text-ink-muted dark:text-stone-400">
                    {m.activity_by({ name: activity.author.displayName }, o)} ·{' '}
                    {new Date(activity.createdAt).toLocaleDateString(locale === 'de' ? 'de-DE' : 'en-GB')}
                  </p>
                </div>
                <DeleteActivityButton locale={locale} activityId={activity.id} title={activity.title} onDeleted={() => list.remove(activity.id)} />
              </li>
            ))}
          </ul>
        )}
        <ListFooter list={list} moreLabel={m.activity_list_load_more({}, o)} errorLabel={m.activity_list_load_error({}, o)} className="mt-3" />
      </section>
    );
  };

  return (
    <div className="grid gap-6">
      <p className="prose-text">{seesAll ? m.activity_manage_scope_all({}, o) : m.activity_manage_scope_own({}, o)}</p>
      <SearchField
        id="manage-search"
        label={m.activity_list_search_label({}, o)}
        value={search}
        maxLength={SEARCH_MAX}
        onChange={setSearch}
        onSearch={searchFor}
      />
      {section('test')}
      {section('real')}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </div>
  );
}
