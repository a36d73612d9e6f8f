/** Where the Worker serves an R2 object (images, DESIGN §7). */
export function mediaUrl(key: string | null): string | null {
  return key ? `/media/${key}` : null;
}
