import { config } from 'zod';

// Imported by every form (the forms are where zod parses). zod compiles object parsers with
// `new Function` when the page allows eval; merely asking is a breach of the Content-Security-Policy
// (script-src 'self', no 'unsafe-eval') that browsers report. Interpreted parsers are fast enough.
config({ jitless: true });
