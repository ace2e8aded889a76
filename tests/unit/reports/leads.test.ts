import { articleIdOfPath, assembleBreakdowns, breakdownOf, leadsPerRead, type GroupedLeadRow } from '@/lib/reports/leads';

describe('articleIdOfPath', () => {
  it.each([
    ['/post/como-escolher-um-erp/42', 42],
    ['/en/post/how-to-choose/42', 42],
    ['/ht/post/chwazi/7/', 7],
    ['/pt-BR/post/erp/42?utm_source=newsletter', 42],
    ['/post/42', 42],
    ['/es/post/42#comentarios', 42],
  ])('reads the article of %s', (path, id) => {
    expect(articleIdOfPath(path)).toBe(id);
  });

  it.each([null, '', '/', '/contact', '/blog', '/post/erp/abc', '/post/erp/42/extra/more', '/de/post/erp/42', '/posts/erp/42', '/post/erp/42abc'])(
    'finds no article in %p',
    (path) => {
      expect(articleIdOfPath(path)).toBeNull();
    },
  );
});

describe('leadsPerRead', () => {
  it('divides the leads by the reads, and gives nothing without reads', () => {
    expect(leadsPerRead(3, 60)).toBe(0.05);
    expect(leadsPerRead(0, 10)).toBe(0);
    expect(leadsPerRead(2, 0)).toBeNull();
  });
});

describe('breakdownOf', () => {
  const label = (row: { key: string | null }) => row.key;
  it('puts most leads first, then most previous leads, "(not set)" after named rows, then by name', () => {
    const rows = [
      { key: 'b', leads: 1, previousLeads: 0 },
      { key: null, leads: 1, previousLeads: 0 },
      { key: 'a', leads: 1, previousLeads: 0 },
      { key: 'c', leads: 1, previousLeads: 5 },
      { key: 'd', leads: 4, previousLeads: 0 },
    ];
    expect(breakdownOf(rows, label).rows.map((r) => r.key)).toEqual(['d', 'c', 'a', 'b', null]);
  });

  it('keeps the first rows and counts those left out', () => {
    const rows = Array.from({ length: 13 }, (_, i) => ({ key: `k${i}`, leads: 13 - i, previousLeads: 0 }));
    const cut = breakdownOf(rows, label, 10);
    expect(cut.rows).toHaveLength(10);
    expect(cut.rows[0].key).toBe('k0');
    expect(cut.more).toBe(3);
  });
});

describe('assembleBreakdowns', () => {
  const rows: GroupedLeadRow[] = [
    { kind: 'total', leads: 4, previousLeads: 2 },
    { kind: 'source', source: 'newsletter', medium: 'email', leads: 2, previousLeads: 1 },
    { kind: 'source', source: null, medium: null, leads: 2, previousLeads: 1 },
    { kind: 'campaign', campaign: 'nov', leads: 2, previousLeads: 0 },
    { kind: 'campaign', campaign: 'oct', leads: 0, previousLeads: 2 },
    { kind: 'campaign', campaign: null, leads: 2, previousLeads: 0 },
    { kind: 'landing', path: '/', leads: 4, previousLeads: 2 },
    { kind: 'conversion', path: '/contact', leads: 3, previousLeads: 0 },
    { kind: 'conversion', path: '  ', leads: 1, previousLeads: 2 },
  ];

  it('splits the grouped rows into the totals and the four breakdowns, with the previous period beside each row', () => {
    const report = assembleBreakdowns(rows);
    expect(report.totals).toEqual({ leads: 4, previousLeads: 2 });
    expect(report.sources.rows).toEqual([
      { source: 'newsletter', medium: 'email', leads: 2, previousLeads: 1 },
      { source: null, medium: null, leads: 2, previousLeads: 1 },
    ]);
    // A campaign of the previous period only still shows, after this period's.
    expect(report.campaigns.rows.map((r) => r.campaign)).toEqual(['nov', null, 'oct']);
    expect(report.landingPages).toEqual({ rows: [{ path: '/', leads: 4, previousLeads: 2 }], more: 0 });
    // A blank path is "(not set)".
    expect(report.conversionPages.rows).toEqual([
      { path: '/contact', leads: 3, previousLeads: 0 },
      { path: null, leads: 1, previousLeads: 2 },
    ]);
  });

  it('answers zeros and empty breakdowns without rows', () => {
    expect(assembleBreakdowns([])).toEqual({
      totals: { leads: 0, previousLeads: 0 },
      sources: { rows: [], more: 0 },
      campaigns: { rows: [], more: 0 },
      landingPages: { rows: [], more: 0 },
      conversionPages: { rows: [], more: 0 },
    });
  });
});
