import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from './security-headers';

describe('security headers', () => {
  it('public/_headers gives prerendered pages exactly the headers the Worker sets', () => {
    const lines = readFileSync('public/_headers', 'utf8').split('\n');
    expect(lines[0]).toBe('/*');
    const fromFile = Object.fromEntries(
      lines
        .slice(1)
        .filter((line) => line.trim())
        .map((line) => {
          const [name, ...value] = line.trim().split(': ');
          return [name, value.join(': ')];
        }),
    );
    expect(fromFile).toEqual(SECURITY_HEADERS);
  });
});
