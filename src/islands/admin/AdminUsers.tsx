import { useState } from 'react';
import { m } from '~/paraglide/messages.js';
import type { Locale } from '~/shared/enums';
import type { AdminUser, PublicUser } from '~/shared/users';
import { showToast } from '~/stores/toasts';
import { readJson, useApi } from '~/islands/api';
import { errorText } from '~/islands/error-text';
import { ConfirmDialog, type ConfirmRequest } from '~/islands/forms/ConfirmDialog';
import { SearchField } from '~/islands/forms/SearchField';
import type { Texts } from '~/shared/validate-form';
import { ListFooter } from '~/islands/ListFooter';
import { useCursorPages } from '~/islands/use-cursor-pages';
import { roleLabel, statusLabel, tierLabel } from '~/shared/labels/account';
import { UserDialog } from './UserDialog';

/** The end of a running suspension, as a date in the page's language; null when the account may write. */
function suspendedUntil(user: PublicUser, locale: Locale): string | null {
  if (!user.suspendedUntil || Date.parse(user.suspendedUntil) <= Date.now()) return null;
  return new Date(user.suspendedUntil).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}

interface Page {
  users: AdminUser[];
  nextCursor: string | null;
}

interface Props {
  locale: Locale;
  texts: Texts;
  initialPage: Page;
}

/**
 * User management (/admin/users, docs/product-rules.md §2): server-side search and paging, create and edit dialogs,
 * delete, password reset and resend verification behind confirmations; 'Fehler' with the server's
 * message when something fails.
 */
export default function AdminUsers({ locale, texts, initialPage }: Props) {
  const o = { locale };
  const api = useApi(locale);
  const [search, setSearch] = useState('');
  const list = useCursorPages({
    first: initialPage,
    items: (page) => page.users,
    query: '',
    fetch: async (q: string, cursor) => readJson(await api.admin.users.$get({ query: { q, ...(cursor ? { cursor } : {}) } })),
  });
  const users = list.items;
  const [editing, setEditing] = useState<AdminUser | 'new' | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  const fail = (error: unknown) => showToast({ title: m.error_title({}, o), description: errorText(error, m.error_unexpected({}, o)), variant: 'destructive' });

  /** Asks first, then runs `action`, then says `done` (delete, reset and resend confirm: docs/product-rules.md §8). */
  function ask(message: string, confirmLabel: string, action: () => Promise<void>, done: string) {
    setConfirm({
      title: confirmLabel,
      message,
      confirmLabel,
      cancelLabel: m.admin_cancel({}, o),
      run: async () => {
        try {
          await action();
          showToast({ title: done });
        } catch (error) {
          fail(error);
        }
      },
    });
  }

  const remove = (user: PublicUser) =>
    ask(
      m.admin_confirm_delete({ name: user.displayName }, o),
      m.admin_delete({}, o),
      async () => {
        await readJson(await api.admin.users[':id'].$delete({ param: { id: String(user.id) } }));
        list.remove(user.id);
      },
      m.admin_deleted({}, o),
    );

  const resetPassword = (user: PublicUser) =>
    ask(
      m.admin_confirm_reset({ email: user.email }, o),
      m.admin_reset_password({}, o),
      async () => {
        await readJson(await api.admin['reset-password'].$post({ json: { userId: user.id } }));
      },
      m.admin_password_reset_done({}, o),
    );

  const resend = (user: PublicUser) =>
    ask(
      m.admin_confirm_resend({ email: user.email }, o),
      m.admin_resend_verification({}, o),
      async () => {
        await readJson(await api['resend-verification-email'][':userId'].$post({ param: { userId: String(user.id) } }));
      },
      m.admin_verification_sent({}, o),
    );

  const liftSuspension = (user: PublicUser, until: string) =>
    ask(
      m.admin_confirm_lift_suspension({ name: user.displayName, until }, o),
      m.admin_lift_suspension({}, o),
      async () => {
        const lifted = await readJson(await api.admin.users[':id'].suspension.$delete({ param: { id: String(user.id) } }));
        list.setItems((current) => current.map((u) => (u.id === lifted.id ? { ...u, ...lifted } : u)));
      },
      m.admin_suspension_lifted({}, o),
    );

  /** From the edit dialog, which closes so the confirmation is the only dialog open. */
  function removeTwoFactor(user: AdminUser) {
    setEditing(null);
    ask(
      m.admin_confirm_remove_two_factor({ name: user.displayName }, o),
      m.admin_remove_two_factor({}, o),
      async () => {
        await readJson(await api.admin.users[':id']['two-factor'].$delete({ param: { id: String(user.id) } }));
        list.setItems((current) => current.map((u) => (u.id === user.id ? { ...u, twoFactorEnabled: false } : u)));
      },
      m.admin_two_factor_removed({}, o),
    );
  }

  function saved(user: PublicUser, created: boolean) {
    setEditing(null);
    // Saving the form changes no second factor: a new account has none, an edited one keeps its own.
    list.setItems((current) => (created ? [{ ...user, twoFactorEnabled: false }, ...current] : current.map((u) => (u.id === user.id ? { ...u, ...user } : u))));
    showToast({ title: created ? m.admin_created({}, o) : m.admin_updated({}, o) });
  }

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-64 flex-1">
          <SearchField
            id="admin-search"
            label={m.admin_search_label({}, o)}
            placeholder={m.admin_search_placeholder({}, o)}
            value={search}
            onChange={setSearch}
            onSearch={(q) => {
              if (q !== list.query) void list.reload(q);
            }}
          />
        </div>
        <button type="button" className="btn-primary" onClick={() => setEditing('new')}>
          {m.admin_create({}, o)}
        </button>
      </div>
      {list.status === 'error' && (
        <p role="alert" className="field-error">
          {m.admin_list_failed({}, o)}
        </p>
      )}
      <div className="overflow-x-auto rounded-2xl border border-stone-200 dark:border-night-line">
        <table className="w-full text-left text-sm">
          <thead className="bg-stone-100 dark:bg-night-sunk">
            <tr>
              {[
                m.admin_column_name({}, o),
                m.admin_column_email({}, o),
                m.admin_column_names({}, o),
                m.admin_field_role({}, o),
                m.admin_field_tier({}, o),
                m.admin_column_status({}, o),
                m.admin_column_actions({}, o),
              ].map((title) => (
                <th key={title} scope="col" className="px-3 py-2 font-semibold">
                  {title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id} className="border-t border-stone-200 dark:border-night-line">
                <th scope="row" className="px-3 py-2 font-medium">
                  {user.displayName}
                </th>
                <td className="px-3 py-2">{user.email}</td>
                <td className="px-3 py-2">{`${user.firstName} ${user.lastName}`.trim()}</td>
                <td className="px-3 py-2">{roleLabel(user.role, locale)}</td>
                <td className="px-3 py-2">{tierLabel(user.subscriptionTier, locale)}</td>
                <td className="px-3 py-2">
                  {statusLabel(user.status, locale)}
                  {suspendedUntil(user, locale) && (
                    <span className="block text-red-700 dark:text-red-300">{m.admin_suspended_until({ until: suspendedUntil(user, locale) ?? '' }, o)}</span>
                  )}
                </td>
                <td className="px-3 py-2">
                  <div className="flex flex-wrap gap-2">
                    <button type="button" className="link" aria-label={`${m.admin_edit({}, o)}: ${user.displayName}`} onClick={() => setEditing(user)}>
                      {m.admin_edit({}, o)}
                    </button>
                    <button
                      type="button"
                      className="link"
                      aria-label={`${m.admin_reset_password({}, o)}: ${user.displayName}`}
                      onClick={() => resetPassword(user)}
                    >
                      {m.admin_reset_password({}, o)}
                    </button>
                    {!user.isEmailVerified && (
                      <button
                        type="button"
                        className="link"
                        aria-label={`${m.admin_resend_verification({}, o)}: ${user.displayName}`}
                        onClick={() => resend(user)}
                      >
                        {m.admin_resend_verification({}, o)}
                      </button>
                    )}
                    {suspendedUntil(user, locale) && (
                      <button
                        type="button"
                        className="link"
                        aria-label={`${m.admin_lift_suspension({}, o)}: ${user.displayName}`}
                        onClick={() => liftSuspension(user, suspendedUntil(user, locale) ?? '')}
                      >
                        {m.admin_lift_suspension({}, o)}
                      </button>
                    )}
                    <button
                      type="button"
                      className="link text-red-700 dark:text-red-300"
                      aria-label={`${m.admin_delete({}, o)}: ${user.displayName}`}
                      onClick={() => remove(user)}
                    >
                      {m.admin_delete({}, o)}
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {users.length === 0 && <p className="p-4 text-sm prose-text">{m.admin_empty({}, o)}</p>}
      </div>
      <ListFooter list={list} moreLabel={m.admin_load_more({}, o)} />
      <UserDialog locale={locale} texts={texts} editing={editing} onSaved={saved} onRemoveTwoFactor={removeTwoFactor} onClose={() => setEditing(null)} />
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </div>
  );
}
