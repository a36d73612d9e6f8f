/** Matches `METHOD /path/:param` patterns; every part of the fake (API, control, pages) routes with it. */

interface Entry<H> {
  method: string;
  segments: string[];
  handler: H;
}

export interface Match<H> {
  handler: H;
  params: Record<string, string>;
}

export class Router<H> {
  private readonly entries: Entry<H>[] = [];

  add(method: string, pattern: string, handler: H): this {
    this.entries.push({ method, segments: pattern.split('/'), handler });
    return this;
  }

  match(method: string, pathname: string): Match<H> | undefined {
    const segments = pathname.split('/');
    for (const entry of this.entries) {
      if (entry.method !== method || entry.segments.length !== segments.length) continue;
      const params: Record<string, string> = {};
      const matches = entry.segments.every((expected, i) => {
        const actual = decodeURIComponent(segments[i] ?? '');
        if (expected.startsWith(':')) params[expected.slice(1)] = actual;
        return expected.startsWith(':') ? actual !== '' : expected === actual;
      });
      if (matches) return { handler: entry.handler, params };
    }
    return undefined;
  }
}
