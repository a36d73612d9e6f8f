/** Where the Worker serves an R2 object (images, docs/architecture.md §10). */
export const mediaPath = (key: string) => `/media/${key}`;

/** `mediaPath` for an optional key. */
export function mediaUrl(key: string | null): string | null {
  return key ? mediaPath(key) : null;
}
