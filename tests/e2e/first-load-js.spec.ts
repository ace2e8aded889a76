import { expect, test } from '@playwright/test';
import { BUDGET_OVER_FLOOR, CEILINGS, budgetedPages, firstLoadMeasurer, kb } from './support/first-load-js';

// Issue 17: the first-load JavaScript (module scripts, gzip) of the budgeted pages stays within the
// framework floor + 25 kB, and under each page's ceiling (a little above the measured figure, so a
// regression of a few kB fails). Bytes of the production build this server serves: deterministic,
// no timing. `npm run bench:first-load-js` prints the same figures as a table.
test.describe('first-load JavaScript (issue 17)', () => {
  test('public pages and /login stay within the floor + 25 kB and their ceilings', async ({ baseURL }) => {
    const measure = firstLoadMeasurer(baseURL!);
    const floor = await measure.floor(process.cwd());
    // The floor has the framework's scripts and the nomodule polyfill, which no modern browser downloads.
    expect(floor.modules.count).toBeGreaterThan(0);
    expect(floor.nomodule.count).toBeLessThanOrEqual(1);

    const lines = [`floor (_global-error): ${floor.modules.count} module scripts, ${kb(floor.modules.gzip)} kB gzip; nomodule polyfill ${kb(floor.nomodule.gzip)} kB gzip`];
    const over: string[] = [];
    for (const { page, path } of await budgetedPages(baseURL!)) {
      const load = await measure.ofPage(path);
      const extra = load.modules.gzip - floor.modules.gzip;
      lines.push(
        `${page} (${path}): ${load.modules.count} module scripts, ${kb(load.modules.raw)} kB raw, ${kb(load.modules.gzip)} kB gzip, ` +
          `${kb(extra)} kB over the floor (ceiling ${kb(CEILINGS[page])} kB); nomodule ${kb(load.nomodule.gzip)} kB`,
      );
      // Every page carries the framework's own scripts.
      for (const script of floor.scripts) expect(load.scripts.map((s) => s.src), `${page}: ${script.src}`).toContain(script.src);
      if (extra > BUDGET_OVER_FLOOR) over.push(`${page}: ${kb(extra)} kB over the floor (budget ${kb(BUDGET_OVER_FLOOR)} kB)`);
      if (load.modules.gzip > CEILINGS[page]) over.push(`${page}: ${kb(load.modules.gzip)} kB (ceiling ${kb(CEILINGS[page])} kB)`);
    }
    test.info().annotations.push({ type: 'first-load JavaScript', description: lines.join('\n') });
    console.log(lines.join('\n'));
    expect(over).toEqual([]);
  });
});
