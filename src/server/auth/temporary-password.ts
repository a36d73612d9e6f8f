/** Passwords an admin reset mails out: random, and within the password rule (docs/product-rules.md §4.5). */
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const ALL = LOWER + UPPER + DIGITS;
const LENGTH = 14;

/** Uniform picks (rejection sampling), one of each class first; look-alikes (l, I, O, 0, 1) left out. */
function pick(alphabet: string): string {
  const limit = 256 - (256 % alphabet.length);
  for (;;) {
    const [byte = 0] = crypto.getRandomValues(new Uint8Array(1));
    if (byte < limit) return alphabet[byte % alphabet.length] ?? '';
  }
}

export function temporaryPassword(): string {
  const characters = [pick(LOWER), pick(UPPER), pick(DIGITS)];
  while (characters.length < LENGTH) characters.push(pick(ALL));
  // Shuffle so the guaranteed classes are not always in front.
  for (let i = characters.length - 1; i > 0; i -= 1) {
    const j = Number(crypto.getRandomValues(new Uint32Array(1))[0]) % (i + 1);
    [characters[i], characters[j]] = [characters[j] ?? '', characters[i] ?? ''];
  }
  return characters.join('');
}
