import { buildCsv, CSV_BOM, type CsvColumn } from '@/lib/format/csv';

// The redirects as a CSV file, both ways: `from;to;status_code`, one redirect a line, as the export
// writes it and the import reads it. The import also takes commas or tabs (a spreadsheet's own
// export), quoted fields (RFC 4180) and a file without the header line. Pure.

interface CsvRedirectRow {
  /** The line in the file (1 is the first), for the import's report. */
  line: number;
  from: string;
  to: string;
  statusCode: string;
}

interface ExportedRedirect {
  fromPath: string;
  toTarget: string;
  statusCode: number;
}

const columns: CsvColumn<ExportedRedirect>[] = [
  { label: 'from', field: 'fromPath' },
  { label: 'to', field: 'toTarget' },
  { label: 'status_code', field: 'statusCode' },
];

export function redirectsCsv(rows: readonly ExportedRedirect[]): string {
  return buildCsv(rows, columns);
}

/** The records of a CSV text (fields split, quotes undone), with the line each starts on. */
function records(text: string, separator: string): { line: number; fields: string[] }[] {
  const out: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        field += c;
      }
    } else if (c === '"' && field === '') quoted = true;
    else if (c === separator) {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      fields.push(field);
      out.push({ line: start, fields });
      fields = [];
      field = '';
      line++;
      start = line;
    } else field += c;
  }
  if (field !== '' || fields.length) {
    fields.push(field);
    out.push({ line: start, fields });
  }
  return out.filter((r) => r.fields.some((f) => f.trim() !== ''));
}

export function parseRedirectsCsv(text: string): CsvRedirectRow[] {
  const body = text.startsWith(CSV_BOM) ? text.slice(1) : text;
  const firstLine = body.split(/\r?\n/, 1)[0];
  const separator = firstLine.includes(';') ? ';' : firstLine.includes('\t') ? '\t' : ',';
  const rows = records(body, separator);
  const header = rows[0]?.fields.map((f) => f.trim().toLowerCase());
  const hasHeader = Boolean(header?.includes('from') && header.includes('to'));
  const at = (name: string, fallback: number) => (hasHeader && header.includes(name) ? header.indexOf(name) : fallback);
  const [fromAt, toAt, codeAt] = [at('from', 0), at('to', 1), at('status_code', 2)];
  return (hasHeader ? rows.slice(1) : rows).map(({ line, fields }) => ({
    line,
    from: fields[fromAt] ?? '',
    to: fields[toAt] ?? '',
    statusCode: (fields[codeAt] ?? '').trim(),
  }));
}
