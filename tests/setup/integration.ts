// A fresh PGlite takes a few seconds to start and migrate; hooks need more than jest's default 5 s.
jest.setTimeout(60_000);
