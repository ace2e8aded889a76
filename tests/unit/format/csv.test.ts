import { buildCsv, csvFileName, type CsvColumn } from '@/lib/format/csv';

type Lead = { name: string; email: string | null; visits: number; createdAt: Date; note?: string };

const columns: CsvColumn<Lead>[] = [
  { label: 'Nome', field: 'name' },
  { label: 'E-mail', field: 'email' },
  { label: 'Visitas', field: 'visits' },
  { label: 'Criado em', field: 'createdAt', format: (value) => (value as Date).toISOString().slice(0, 10) },
  { label: 'Nota', field: (row) => row.note },
];

const lead = (overrides: Partial<Lead> = {}): Lead => ({
  name: 'Ana',
  email: 'ana@example.com',
  visits: 3,
  createdAt: new Date('2026-11-22T12:00:00Z'),
  ...overrides,
});

function lines(csv: string): string[] {
  return csv.slice(1).split('\r\n');
}

describe('buildCsv', () => {
  it('starts with a UTF-8 BOM and a header of the labels', () => {
    const csv = buildCsv([], columns);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toBe('\uFEFFNome;E-mail;Visitas;Criado em;Nota');
  });

  it('separates cells with semicolons and lines with CRLF', () => {
    const csv = buildCsv([lead(), lead({ name: 'Bruno', visits: 0 })], columns);
    expect(lines(csv)).toEqual([
      'Nome;E-mail;Visitas;Criado em;Nota',
      'Ana;ana@example.com;3;2026-11-22;',
      'Bruno;ana@example.com;0;2026-11-22;',
    ]);
    expect(csv).not.toMatch(/[^\r]\n/);
  });

  it('keeps accents as they are', () => {
    const csv = buildCsv([lead({ name: 'João Ávila', note: 'Atenção: ação' })], columns);
    expect(lines(csv)[1]).toBe('João Ávila;ana@example.com;3;2026-11-22;Atenção: ação');
  });

  it('quotes cells holding a separator, quote or line break and doubles the quotes', () => {
    const csv = buildCsv(
      [lead({ name: 'Silva; Ana', note: 'She said "hi"' }), lead({ name: 'multi\nline', note: 'cr\rhere' })],
      columns,
    );
    expect(csv).toBe(
      '\uFEFFNome;E-mail;Visitas;Criado em;Nota\r\n' +
        '"Silva; Ana";ana@example.com;3;2026-11-22;"She said ""hi"""\r\n' +
        '"multi\nline";ana@example.com;3;2026-11-22;"cr\rhere"',
    );
  });

  it('leaves null and undefined cells empty and passes the row to format', () => {
    const csv = buildCsv([lead({ email: null })], [
      { label: 'E-mail', field: 'email' },
      { label: 'Resumo', field: 'visits', format: (value, row) => `${row.name}:${String(value)}` },
    ]);
    expect(lines(csv)[1]).toBe(';Ana:3');
  });

  it('quotes labels too', () => {
    expect(buildCsv([], [{ label: 'a;b', field: 'name' }] as CsvColumn<Lead>[])).toBe('\uFEFF"a;b"');
  });

  it('neutralises formulas only when asked', () => {
    const rows = [lead({ name: '=HYPERLINK("x")' })];
    const only: CsvColumn<Lead>[] = [{ label: 'n', field: 'name' }];
    expect(lines(buildCsv(rows, only))[1]).toBe('"=HYPERLINK(""x"")"');
    expect(lines(buildCsv(rows, only, { escapeFormulas: true }))[1]).toBe(`"'=HYPERLINK(""x"")"`);
  });
});

describe('csvFileName', () => {
  const at = new Date('2026-11-22T02:03:04Z');

  it('appends the time as HH-mm-ss in the site time zone', () => {
    expect(csvFileName('leads', at)).toBe('leads-23-03-04.csv');
  });

  it('honours a time zone and pads with zeros on a 24-hour clock', () => {
    expect(csvFileName('leads', at, 'UTC')).toBe('leads-02-03-04.csv');
    expect(csvFileName('users', new Date('2026-11-22T15:00:09Z'), 'UTC')).toBe('users-15-00-09.csv');
    expect(csvFileName('users', new Date('2026-11-22T00:00:00Z'), 'UTC')).toBe('users-00-00-00.csv');
  });
});
