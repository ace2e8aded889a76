// A fresh PGlite takes a few seconds to start and migrate; hooks need more than jest's default 5 s.
jest.setTimeout(60_000);

// The test runs open a PGlite per file and run many short statements: V8's optimising tier for
// PostgreSQL's WebAssembly makes this suite about a fifth faster, and memory does not run short here.
// The production default (baseline compiler only, db/client.ts) is what the e2e server runs.
process.env.PGLITE_OPTIMIZE ??= 'true';
