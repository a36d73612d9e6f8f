/**
 * Follows a suggestion in place (docs/decisions/052-finding-people.md): the network page's follow
 * form (src/components/network/FollowToggle.astro) is posted to the page in the background, as
 * without script, through the API route that holds the rule. Its answer is the 303 back to the
 * page, which a manual redirect reads without loading the page again; then the other state shows
 * and takes the focus, and a live region says what changed. Any other answer (a refusal, no
 * connection) sends the form the plain way, so the page shows the problem at the suggestions.
 */
const announcer = document.querySelector<HTMLElement>('[data-follow-status]');

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-inline-follow]')) {
  form.addEventListener('submit', (event) => {
    const button = event.submitter;
    if (!(button instanceof HTMLButtonElement) || form.dataset.sending) return;
    event.preventDefault();
    void followInPlace(form, button);
  });
}

async function followInPlace(form: HTMLFormElement, button: HTMLButtonElement): Promise<void> {
  const intent = button.value;
  // Read before the button is disabled, which would leave its `intent` out; encoded as the browser
  // sends the plain form, the one body the page's handler reads.
  const fields = new URLSearchParams();
  for (const [name, value] of new FormData(form, button)) if (typeof value === 'string') fields.append(name, value);
  form.dataset.sending = 'true';
  button.disabled = true;
  try {
    const answer = await fetch(location.pathname, { method: 'POST', body: fields, redirect: 'manual' });
    if (answer.type !== 'opaqueredirect') throw new Error(`answered ${answer.status}`);
    button.disabled = false;
    delete form.dataset.sending;
    showState(form, intent === 'follow' ? 'unfollow' : 'follow');
    if (announcer) announcer.textContent = (intent === 'follow' ? form.dataset.followed : form.dataset.unfollowed) ?? '';
  } catch {
    // The plain post: its answer is the page with the refusal, or the browser's own offline page.
    const field = Object.assign(document.createElement('input'), { type: 'hidden', name: 'intent', value: intent });
    form.appendChild(field);
    form.submit();
  }
}

/** Shows the state whose button does `next`, with the focus on that button. */
function showState(form: HTMLFormElement, next: string): void {
  for (const state of form.querySelectorAll<HTMLElement>('[data-follow-state]')) state.hidden = state.dataset.followState !== next;
  form.querySelector<HTMLButtonElement>(`[data-follow-state="${next}"] button`)?.focus();
}
