/**
 * The contact form on the static contact page: sends JSON to `POST /api/contact` and shows the
 * server's answer. The shared schema runs on the server, which answers with the failing field
 * and its message in the page's language, so the rules live in one place.
 */
import type { ApiErrorBody } from '../shared/api-error';
import { LOCALE_HEADER } from '../shared/locale-transport';

const form = document.querySelector<HTMLFormElement>('[data-contact-form]');
const success = document.querySelector<HTMLElement>('[data-contact-success]');

function clearErrors(target: HTMLFormElement): void {
  target.querySelectorAll<HTMLElement>('[data-error-for], [data-form-error]').forEach((el) => (el.textContent = ''));
  target.querySelectorAll('[aria-invalid]').forEach((el) => el.removeAttribute('aria-invalid'));
}

function showError(target: HTMLFormElement, error: Partial<ApiErrorBody>): void {
  const field = error.field ? target.elements.namedItem(error.field) : null;
  const slot = error.field ? target.querySelector<HTMLElement>(`[data-error-for="${error.field}"]`) : null;
  if (field instanceof HTMLElement && slot) {
    slot.textContent = error.message ?? '';
    field.setAttribute('aria-invalid', 'true');
    field.focus();
    return;
  }
  const general = target.querySelector<HTMLElement>('[data-form-error]');
  if (general) general.textContent = error.message ?? target.dataset.fallbackError ?? '';
}

form?.addEventListener('submit', async (event) => {
  event.preventDefault();
  clearErrors(form);
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const label = button?.textContent ?? '';
  if (button) {
    button.disabled = true;
    button.textContent = form.dataset.sending ?? label;
  }
  try {
    const response = await fetch('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', [LOCALE_HEADER]: form.dataset.locale ?? 'de' },
      body: JSON.stringify(Object.fromEntries(new FormData(form))),
    });
    if (response.ok) {
      form.reset();
      form.hidden = true;
      if (success) {
        success.hidden = false;
        success.focus();
      }
      return;
    }
    showError(form, (await response.json().catch(() => ({}))) as Partial<ApiErrorBody>);
  } catch {
    showError(form, {});
  } finally {
    if (button) {
      button.disabled = false;
      button.textContent = label;
    }
  }
});

document.querySelector('[data-contact-again]')?.addEventListener('click', () => {
  if (!form || !success) return;
  success.hidden = true;
  form.hidden = false;
  form.querySelector<HTMLElement>('input')?.focus();
});
