import { expect, test } from '@playwright/test';
import { adminViolations } from './support/axe';
import { campaignLead } from './support/lead-report';
import { message } from './support/messages';

// Issue 32 §2: the dashboard's Leads section shows the lead the e2e server starts with (from the
// newsletter's `nov` campaign: tests/e2e/seed-lead-report.ts) under its campaign for the period, in
// the chart and in its table view, with the figure GET /api/report/leads answers. Admin session, pt-BR.

const t = (key: string) => message('pt-BR', key);

test('the dashboard shows a lead under its campaign, in the chart and in the table, as the API does', async ({ page }) => {
  const api = await page.request.get('/api/report/leads?period=7d');
  expect(api.status(), await api.text()).toBe(200);
  const report = (await api.json()).data;
  const nov = report.campaigns.rows.find((row: { campaign: string | null }) => row.campaign === campaignLead.touch.campaign);
  expect(nov?.leads).toBeGreaterThanOrEqual(1);
  const source = report.sources.rows.find((row: { source: string | null; medium: string | null }) => row.source === 'newsletter' && row.medium === 'email');
  expect(source?.leads).toBeGreaterThanOrEqual(1);
  expect(report.totals.leads).toBeGreaterThanOrEqual(1);

  await page.goto('/admin/dashboard?period=7d');
  const section = page.getByRole('region', { name: t('Reports.leads.title'), exact: true });
  await expect(section).toBeVisible();
  await expect(section.getByTestId('card-leads-value')).toHaveText(String(report.totals.leads));

  const campaigns = section.getByRole('region', { name: t('Reports.leads.byCampaign'), exact: true });
  // The chart: its box is labelled, and the campaign names one of its bars.
  const chart = campaigns.getByRole('img', { name: new RegExp(t('Reports.leads.byCampaign')) });
  await expect(chart).toBeVisible();
  await expect(chart.locator('svg text', { hasText: /^nov$/ })).toBeVisible();

  // The table view: the campaign's row with the period's leads.
  await campaigns.getByText(t('Reports.tableView')).click();
  const row = campaigns.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'nov', exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').first()).toHaveText(String(nov.leads));

  // The source table names it "newsletter / email".
  const sources = section.getByRole('region', { name: t('Reports.leads.bySource'), exact: true });
  await sources.getByText(t('Reports.tableView')).click();
  await expect(sources.getByRole('rowheader', { name: 'newsletter / email', exact: true })).toBeVisible();

  expect(await adminViolations(page)).toEqual([]);
});
