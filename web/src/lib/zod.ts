// zod for the app's forms, set up once: zod compiles object schemas with `new Function` unless
// told not to, and the Content-Security-Policy (script-src 'self', no 'unsafe-eval') forbids
// that. Every module imports zod from here (ESLint refuses 'zod' elsewhere), so the setting is
// made before any schema is built, and zod loads with the forms, not with the first page.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
