import { DEFAULT_TIME_ZONE } from './date';

export const CSV_SEPARATOR = ';';
export const CSV_LINE_END = '\r\n';
/** Byte-order mark so spreadsheet programs read the file as UTF-8 (accents survive). */
export const CSV_BOM = '\uFEFF';

export type CsvColumn<Row> = {
  label: string;
  /** A property of the row, or a function reading the value from it. */
  field: Extract<keyof Row, string> | ((row: Row) => unknown);
  /** Turns the value into cell text; without it see `csvCellText`. */
  format?: (value: unknown, row: Row) => string;
};

export type CsvOptions = {
  /**
   * Prefix cells that start with = + - @ tab or CR with an apostrophe so a spreadsheet does not run
   * them as formulas (CSV injection). Off by default because it also changes phone numbers such as
   * "+55 11 …"; turn it on for exports of text typed by the public.
   */
  escapeFormulas?: boolean;
};

/** Default cell text: null/undefined → empty, dates → ISO 8601, everything else `String(value)`. */
export function csvCellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  return String(value);
}

/** RFC 4180 quoting: a field holding the separator, a quote, CR or LF is quoted, quotes doubled. */
export function quoteCsvField(text: string): string {
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function csvCell(text: string, options: CsvOptions): string {
  return quoteCsvField(options.escapeFormulas ? neutraliseFormula(text) : text);
}

/** The header line: the column labels, quoted where needed (no line end). */
export function csvHeaderLine<Row>(columns: readonly CsvColumn<Row>[], options: CsvOptions = {}): string {
  return columns.map((column) => csvCell(column.label, options)).join(CSV_SEPARATOR);
}

/** One data line (no line end): each column's field read from the row, formatted and quoted. */
export function csvRowLine<Row>(row: Row, columns: readonly CsvColumn<Row>[], options: CsvOptions = {}): string {
  return columns
    .map((column) => {
      const value = typeof column.field === 'function' ? column.field(row) : row[column.field];
      return csvCell(column.format ? column.format(value, row) : csvCellText(value), options);
    })
    .join(CSV_SEPARATOR);
}

/**
 * A CSV document: UTF-8 BOM, a header line of the column labels, one line per row; semicolon
 * separator, CRLF between lines (none after the last). For exports too large to hold in memory,
 * stream `CSV_BOM + csvHeaderLine(…)` and then `CSV_LINE_END + csvRowLine(…)` per row.
 */
export function buildCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[], options: CsvOptions = {}): string {
  const lines = rows.map((row) => csvRowLine(row, columns, options));
  return CSV_BOM + [csvHeaderLine(columns, options), ...lines].join(CSV_LINE_END);
}

/** `${base}-HH-mm-ss.csv`, the time read on a 24-hour clock in `timeZone` (default the site zone). */
export function csvFileName(base: string, now: Date = new Date(), timeZone: string = DEFAULT_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${base}-${part('hour')}-${part('minute')}-${part('second')}.csv`;
}

/**
 * A CSV document streamed in batches: BOM and header first, then one chunk per batch, each read only
 * once the previous one has been taken (a large export never sits in memory). `nextBatch` gets the
 * last row of the previous batch (null at first) to read the next one by keyset; a batch shorter than
 * `batchSize` is the last.
 */
export function csvStream<Row>(
  columns: readonly CsvColumn<Row>[],
  options: CsvOptions & { batchSize: number },
  nextBatch: (after: Row | null) => Promise<Row[]>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let last: Row | null = null;
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          if (!started) {
            started = true;
            controller.enqueue(encoder.encode(CSV_BOM + csvHeaderLine(columns, options)));
            return;
          }
          const rows = await nextBatch(last);
          if (rows.length > 0) {
            last = rows[rows.length - 1];
            controller.enqueue(encoder.encode(rows.map((row) => CSV_LINE_END + csvRowLine(row, columns, options)).join('')));
          }
          if (rows.length < options.batchSize) controller.close();
        } catch (error) {
          controller.error(error);
        }
      },
    },
    { highWaterMark: 1 },
  );
}
