import type { MessageKey } from './messages';

/** The body of every API error (docs/architecture.md §5): a stable code, the text in the caller's language, the form field if any. */
export interface ApiErrorBody {
  message: string;
  code: MessageKey;
  field?: string;
}
