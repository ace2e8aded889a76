'use client';

import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { shortenText } from '@/lib/format/text';

/** Characters of a row's name that fit the 140 px axis; the tooltip and the table view show it whole. */
const AXIS_NAME_MAX = 20;

export interface LeadsChartRow {
  /** The row's name, already translated ("(not set)") and formatted. */
  name: string;
  leads: number;
  previousLeads: number;
}

/**
 * Leads per row (a source, a campaign, a page) as horizontal bars, this period's beside the previous
 * period's. Fixed-height box; plain data in; the same data is in the table view next to it.
 */
export function LeadsChart({ data, locale, seriesNames }: { data: LeadsChartRow[]; locale: string; seriesNames: { leads: string; previousLeads: string } }) {
  const numbers = new Intl.NumberFormat(locale, { notation: 'compact' });
  const full = new Intl.NumberFormat(locale);
  return (
    <BarChart responsive layout="vertical" data={data} style={{ width: '100%', height: '100%' }} margin={{ top: 4, right: 16, bottom: 0, left: 0 }} barGap={2} maxBarSize={28}>
      <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" horizontal={false} />
      <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12, fill: 'var(--color-muted-foreground)' }} tickFormatter={(value: number) => numbers.format(value)} />
      <YAxis
        type="category"
        dataKey="name"
        width={140}
        tick={{ fontSize: 12, fill: 'var(--color-foreground)' }}
        tickFormatter={(name: string) => shortenText(name, AXIS_NAME_MAX)}
        tickLine={false}
      />
      <Tooltip formatter={(value, name) => [full.format(Number(value)), String(name)]} cursor={{ fill: 'var(--color-surface)' }} />
      <Legend wrapperStyle={{ fontSize: 12 }} />
      <Bar dataKey="leads" name={seriesNames.leads} fill="var(--color-primary)" radius={[0, 4, 4, 0]} isAnimationActive={false} />
      <Bar dataKey="previousLeads" name={seriesNames.previousLeads} fill="var(--color-muted-foreground)" radius={[0, 4, 4, 0]} isAnimationActive={false} />
    </BarChart>
  );
}
