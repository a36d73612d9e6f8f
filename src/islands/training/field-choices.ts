/**
 * The place and distraction field mode remembers per dog (docs/decisions/043-field-mode.md), kept in
 * localStorage on the device, so they are there offline too. Pure: the page script reads and writes,
 * and chooses a kept value only where the form offers it. The value lists stay out of this module:
 * importing them would add them to the shared enum chunk of every island page.
 */

/** The localStorage key's prefix (docs/product-rules.md §7.5); not in STORAGE_KEYS, which the shell carries to every page. */
const FIELD_CHOICES_KEY = 'fieldChoices';

interface FieldChoices {
  setting: string | null;
  distraction: string | null;
}

/** The key of one dog's choices. */
export const fieldChoicesKey = (dogId: number | string) => `${FIELD_CHOICES_KEY}:${dogId}`;

/** A choice's value as the form sends it: a short word, else none. */
const choiceOf = (value: unknown): string | null => (typeof value === 'string' && /^[a-z]{1,20}$/.test(value) ? value : null);

/** What was kept, read defensively: anything else (another version's shape, a hand edit) counts as nothing. */
export function fieldChoicesOf(text: string | null): FieldChoices {
  let kept: Partial<Record<keyof FieldChoices, unknown>> = {};
  try {
    const parsed: unknown = JSON.parse(text ?? '{}');
    if (parsed && typeof parsed === 'object') kept = parsed;
  } catch {
    // Not ours: nothing remembered.
  }
  return { setting: choiceOf(kept.setting), distraction: choiceOf(kept.distraction) };
}

/** The text to keep for a form's chosen place and distraction (each blank when none is chosen). */
export function fieldChoicesText(setting: unknown, distraction: unknown): string {
  const choices: FieldChoices = { setting: choiceOf(setting), distraction: choiceOf(distraction) };
  return JSON.stringify(choices);
}
