/**
 * The outbox of sessions logged without a connection (docs/decisions/031-offline-field-app.md),
 * loaded by ./session-outbox.ts when it is needed: keeps a new session on the device, lists the kept
 * ones as pending and sends each with its client id once the device is online. A session the API
 * refuses stays listed with the reason until the member discards it: nothing is dropped silently.
 */
import { ApiRequestError } from '~/islands/api-error';
import { apiOnDemand } from '~/islands/api-on-demand';
import { intlLocale } from '~/shared/intl-locale';
import { DEFAULT_LOCALE, isLocale, type Locale } from '~/shared/locales';
import type { CreateSessionBody } from '~/shared/schemas/training';
import { sessionCreateBody, sessionValuesFrom } from '~/shared/training/session-form';
import { showToast } from '~/stores/toasts';
import { outboxOf, removeEntry, saveEntry, type OutboxEntry } from './outbox-store';

interface Labels {
  pending: string;
  sending: string;
  conflict: string;
  discard: string;
  saved: string;
  synced: string;
  item: string;
  failed: string;
}

const section = document.querySelector<HTMLElement>('[data-session-outbox]');
const list = section?.querySelector<HTMLUListElement>('[data-outbox-list]');
const labels = JSON.parse(section?.dataset.labels ?? '{}') as Labels;
const timeZone = section?.dataset.timeZone ?? 'Europe/Berlin';
const userId = Number(section?.dataset.userId);
const lang = document.documentElement.lang;
const locale: Locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
const when = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'short', timeStyle: 'short', timeZone });

let sending = false;

function itemOf(entry: OutboxEntry): HTMLLIElement {
  const item = document.createElement('li');
  item.className = 'rounded-xl border border-stone-200 p-3 dark:border-night-line';
  item.dataset.outboxItem = entry.conflict ? 'conflict' : 'pending';
  const title = document.createElement('p');
  title.className = 'font-medium';
  title.textContent = fill(labels.item, { activity: entry.activityTitle, minutes: entry.durationMinutes, when: when.format(new Date(entry.loggedAt)) });
  const state = document.createElement('p');
  state.className = entry.conflict ? 'field-error' : 'mt-1 text-sm text-ink-muted dark:text-stone-400';
  state.textContent = entry.conflict ? fill(labels.conflict, { reason: entry.conflict }) : sending ? labels.sending : labels.pending;
  const children: HTMLElement[] = [title, state];
  if (entry.conflict) {
    const discard = document.createElement('button');
    discard.type = 'button';
    discard.className = 'btn-ghost mt-2';
    discard.textContent = labels.discard;
    discard.addEventListener('click', async () => {
      await removeEntry(entry.clientId);
      await render();
      section?.querySelector<HTMLElement>('h2')?.focus();
    });
    children.push(discard);
  }
  item.replaceChildren(...children);
  return item;
}

async function render(): Promise<OutboxEntry[]> {
  const entries = await outboxOf(userId);
  if (section && list) {
    list.replaceChildren(...entries.map(itemOf));
    section.hidden = entries.length === 0;
  }
  return entries;
}

/** Sends one kept session: true when the API has it (written now or before), false to try again later. */
async function send(entry: OutboxEntry): Promise<boolean> {
  try {
    const { api, readJson } = await apiOnDemand(locale);
    await readJson(
      await api.dogs[':dogId'].sessions.$post({
        param: { dogId: String(entry.dogId) },
        json: { ...entry.body, clientId: entry.clientId } as CreateSessionBody,
      }),
    );
    await removeEntry(entry.clientId);
    return true;
  } catch (error) {
    // Refused for good (the activity or the dog is gone, a rule fails): kept with the reason.
    // Signed out, too many requests, a server error or no connection: tried again later.
    const refused = error instanceof ApiRequestError && error.status < 500 && error.status !== 401 && error.status !== 429;
    if (refused) await saveEntry({ ...entry, conflict: error.body.message ?? labels.failed });
    return false;
  }
}

/** Lists the member's kept sessions and, online, sends those that wait. */
export async function sendAll(): Promise<void> {
  if (sending) return;
  const waiting = (await render()).filter((entry) => !entry.conflict);
  if (!navigator.onLine || waiting.length === 0) return;
  sending = true;
  try {
    await render();
    let sent = 0;
    for (const entry of waiting) if (await send(entry)) sent += 1;
    if (sent > 0) showToast({ title: labels.synced });
  } finally {
    sending = false;
    await render();
  }
}

/** Keeps the form's new session on the device (the page calls this for a submission while offline). */
export async function keepSession(form: HTMLFormElement): Promise<void> {
  const fields = Object.fromEntries(new FormData(form)) as Record<string, string>;
  // The browser's own checks stand in for the server's until the session is sent; the API has the last word.
  if (!form.reportValidity()) return;
  const values = sessionValuesFrom(fields);
  const loggedAt = new Date();
  // Left as prefilled, the start is now: the moment it was logged, not the moment it is sent.
  const created = sessionCreateBody(values, timeZone);
  const body = { ...created, startedAt: created.startedAt ?? loggedAt.toISOString() };
  // The activity chosen in the list, or the page's one activity.
  const activity = form.elements.namedItem('activityId');
  const activityTitle =
    activity instanceof HTMLSelectElement ? (activity.selectedOptions[0]?.text ?? '') : ((activity as HTMLInputElement | null)?.dataset.activityTitle ?? '');
  try {
    await saveEntry({
      clientId: crypto.randomUUID(),
      userId,
      dogId: Number(fields.dogId),
      activityTitle,
      durationMinutes: values.durationMinutes,
      loggedAt: loggedAt.toISOString(),
      body,
      conflict: null,
    });
  } catch {
    // No storage on this device (a private window may refuse it): the form keeps what was entered.
    showToast({ title: labels.failed, variant: 'destructive' });
    return;
  }
  form.reset();
  await render();
  showToast({ title: labels.saved });
}
