/**
 * @jest-environment node
 */
import { setFlagsFromString } from 'node:v8';
import { keepWasmOnBaselineCompiler } from '@/db/client';

// The flag is V8's, for the whole process: observed here through the call that sets it.
jest.mock('node:v8', () => ({ setFlagsFromString: jest.fn() }));

const setFlags = setFlagsFromString as jest.MockedFunction<typeof setFlagsFromString>;

describe("PGlite's WebAssembly compiler", () => {
  beforeEach(() => setFlags.mockClear());

  it('keeps PostgreSQL on the baseline compiler by default, where it holds 50–85 MB less', () => {
    keepWasmOnBaselineCompiler({});
    expect(setFlags).toHaveBeenCalledWith('--liftoff-only');
  });

  it('leaves V8 to optimise it when PGLITE_OPTIMIZE=true', () => {
    keepWasmOnBaselineCompiler({ PGLITE_OPTIMIZE: 'true' });
    expect(setFlags).not.toHaveBeenCalled();
  });
});
