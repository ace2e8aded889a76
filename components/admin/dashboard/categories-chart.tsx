'use client';

import { Bar, BarChart, CartesianGrid, Cell, Tooltip, XAxis, YAxis } from 'recharts';
import { shortenText } from '@/lib/format/text';

/** Characters of a category name that fit the 120 px axis; the tooltip and the table view show it whole. */
const AXIS_NAME_MAX = 18;

export interface CategoryChartRow {
  name: string;
  reads: number;
  backgroundColor: string;
}

/** Reads per category as horizontal bars, each in its category's colour. Fixed-height box; plain data in. */
export function CategoriesChart({ data, locale, seriesName }: { data: CategoryChartRow[]; locale: string; seriesName: string }) {
  const numbers = new Intl.NumberFormat(locale, { notation: 'compact' });
  const full = new Intl.NumberFormat(locale);
  return (
    <BarChart responsive layout="vertical" data={data} style={{ width: '100%', height: '100%' }} margin={{ top: 4, right: 16, bottom: 0, left: 0 }}>
      <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" horizontal={false} />
      <XAxis
        type="number"
        allowDecimals={false}
        tick={{ fontSize: 12, fill: 'var(--color-muted-foreground)' }}
        tickFormatter={(value: number) => numbers.format(value)}
      />
      <YAxis
        type="category"
        dataKey="name"
        width={120}
        tick={{ fontSize: 12, fill: 'var(--color-foreground)' }}
        tickFormatter={(name: string) => shortenText(name, AXIS_NAME_MAX)}
        tickLine={false}
      />
      <Tooltip formatter={(value) => [full.format(Number(value)), seriesName]} cursor={{ fill: 'var(--color-surface)' }} />
      <Bar dataKey="reads" name={seriesName} radius={[0, 4, 4, 0]} isAnimationActive={false}>
        {data.map((row) => (
          <Cell key={row.name} fill={row.backgroundColor} stroke="var(--color-border)" />
        ))}
      </Bar>
    </BarChart>
  );
}
