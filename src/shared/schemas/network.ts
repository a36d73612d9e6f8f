/** Paths and queries of the member and network routes (docs/decisions/028-network.md). */
import * as v from 'valibot';

/** Any text that could be a username: one that is not simply names nobody (404). */
export const usernameParam = v.object({ username: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) });

export const cursorQuery = v.object({ cursor: v.optional(v.pipe(v.string(), v.maxLength(200))) });
