// The schemas the client loads with its shell and race route use zod/mini: its functional API
// lets the bundler drop what is not used, where classic zod ships whole (~25 KB gzip). Lazy pages
// and server-only code may keep classic zod; both share zod's core, so they compose.
//
// Classic zod registers English messages on first use; mini registers none, so a message the
// schema does not set would read "Invalid input". Registering English here (unless a locale is
// already set) keeps every message what classic zod says: the server's SPEC §8 errors and the
// forms' field messages carry them.
import { en } from 'zod/locales';
import { z } from 'zod/mini';

if (!z.config().localeError) z.config(en());

export { z };
