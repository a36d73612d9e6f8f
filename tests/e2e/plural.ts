/** Messages with plural variants (`{count} Like` / `{count} Likes`) as the journeys read them, in German or English. */
type Message = string | { match: Record<string, string> }[];

const formsOf = (message: Message): string[] => (typeof message === 'string' ? [message] : Object.values(message[0]?.match ?? {}));
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The variant for a number: the first for one, the last for any other (German and English have no more). */
export function pluralForm(message: Message, count: number): string {
  const forms = formsOf(message);
  return (count === 1 ? forms[0] : forms.at(-1)) ?? '';
}

/** The text for a count. */
export const countText = (message: Message, count: number): string => pluralForm(message, count).replace('{count}', String(count));

/** Any count's text, after an optional prefix: the name of a button that shows a count. */
export function countPattern(message: Message, prefix = ''): RegExp {
  const forms = formsOf(message).map((form) => literal(form).replace('\\{count\\}', '\\d+'));
  return new RegExp(`^${literal(prefix)}(?:${forms.join('|')})$`);
}

/** A post card's comments button: "3 Kommentare", or "1 Antwort" under a question. */
export const commentsToggle = (t: { post_replies_count: Message }): RegExp => countPattern(t.post_replies_count);
