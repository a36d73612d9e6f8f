/**
 * The contact form on the static contact page: sends JSON to `POST /api/contact` and shows the
 * server's answer. The shared schema runs on the server, which answers with the failing field
 * and its message in the page's language, so the rules live in one place. The page passes its
 * language and the header that carries it as data attributes (one script chunk, no shared one).
 */
import type { ApiErrorBody } from '~/shared/api-error';

const form = document.querySelector<HTMLFormElement>('[data-contact-form]');
const success = document.querySelector<HTMLElement>('[data-contact-success]');

function showError(target: HTMLFormElement, { field, message }: Partial<ApiErrorBody>): void {
  const input = field ? target.querySelector<HTMLElement>(`[name="${field}"]`) : null;
  const slot = (input && target.querySelector<HTMLElement>(`[data-error-for="${field}"]`)) || target.querySelector<HTMLElement>('[data-form-error]');
  if (slot) slot.textContent = message ?? target.dataset.fallbackError ?? '';
  input?.setAttribute('aria-invalid', 'true');
  input?.focus();
}

form?.addEventListener('submit', async (event) => {
  event.preventDefault();
  for (const el of form.querySelectorAll('[data-error-for], [data-form-error]')) el.textContent = '';
  for (const el of form.querySelectorAll('[aria-invalid]')) el.removeAttribute('aria-invalid');
  // Read the fields before disabling them: disabled controls are left out of FormData.
  const body = JSON.stringify(Object.fromEntries(new FormData(form)));
  const controls = form.querySelector('fieldset');
  if (controls) controls.disabled = true;
  let error: Partial<ApiErrorBody> | null = {};
  try {
    const response = await fetch('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', [form.dataset.localeHeader ?? '']: form.dataset.locale ?? '' },
      body,
    });
    error = response.ok ? null : ((await response.json().catch(() => ({}))) as Partial<ApiErrorBody>);
  } catch {
    // Offline or the request failed: the general message below.
  }
  // Re-enable first: a disabled field cannot take the focus showError gives it.
  if (controls) controls.disabled = false;
  if (error) return showError(form, error);
  form.reset();
  form.hidden = true;
  if (success) {
    success.hidden = false;
    success.focus();
  }
});

document.querySelector('[data-contact-again]')?.addEventListener('click', () => {
  if (!form || !success) return;
  success.hidden = true;
  form.hidden = false;
  form.querySelector('input')?.focus();
});
