const methodColours: Record<string, string> = {
  GET: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  POST: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  PUT: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  PATCH: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  DELETE: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
};

/** An HTTP method, coloured by what it does (read, create, change, delete). */
export function MethodBadge({ method }: { method: string }) {
  return (
    <span className={`inline-block min-w-16 rounded px-2 py-0.5 text-center font-mono text-xs font-bold ${methodColours[method] ?? 'bg-muted'}`}>{method}</span>
  );
}
