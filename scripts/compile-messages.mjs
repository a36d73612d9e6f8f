/**
 * Compiles messages/*.json into src/paraglide (`npm run i18n`). The build does the same through
 * the Vite plugin; typecheck and tests need the output before any build.
 * Exits explicitly: the inlang SDK keeps handles open after compiling.
 */
import { compile } from '@inlang/paraglide-js';
import { paraglideOptions } from './paraglide-options.mjs';

await compile(paraglideOptions);
process.exit(0);
