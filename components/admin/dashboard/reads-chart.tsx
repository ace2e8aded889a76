'use client';

import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';

export interface ReadsChartPoint {
  /** Bucket label, already formatted for the locale (e.g. "01 mar."). */
  label: string;
  reads: number;
}

/**
 * Reads over time. A leaf client component: it receives plain, formatted data from the server page
 * and fills a fixed-height box, so nothing moves when it draws. The same data is in a table next to it.
 */
export function ReadsChart({ data, locale, seriesName }: { data: ReadsChartPoint[]; locale: string; seriesName: string }) {
  const numbers = new Intl.NumberFormat(locale, { notation: 'compact' });
  const full = new Intl.NumberFormat(locale);
  return (
    <AreaChart responsive data={data} style={{ width: '100%', height: '100%' }} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
      <defs>
        <linearGradient id="reads-fill" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="var(--color-primary)" stopOpacity={0.35} />
          <stop offset="100%" stopColor="var(--color-primary)" stopOpacity={0.02} />
        </linearGradient>
      </defs>
      <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" vertical={false} />
      <XAxis dataKey="label" tick={{ fontSize: 12, fill: 'var(--color-muted-foreground)' }} tickLine={false} minTickGap={16} />
      <YAxis
        width={48}
        allowDecimals={false}
        tick={{ fontSize: 12, fill: 'var(--color-muted-foreground)' }}
        tickLine={false}
        axisLine={false}
        tickFormatter={(value: number) => numbers.format(value)}
      />
      <Tooltip formatter={(value) => [full.format(Number(value)), seriesName]} />
      <Area type="monotone" dataKey="reads" name={seriesName} stroke="var(--color-primary)" strokeWidth={2} fill="url(#reads-fill)" isAnimationActive={false} />
    </AreaChart>
  );
}
