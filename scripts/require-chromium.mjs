/** First step of `npm test`: stop at once, with one line, when there is no Chromium to test in. */
import { findChromium } from './chromium.mjs';

if (!(await findChromium())) {
  console.error('No Chromium found: install it with `apt-get install -y chromium` (Debian/Ubuntu) or set CHROMIUM_PATH to a Chromium binary.');
  process.exit(1);
}
