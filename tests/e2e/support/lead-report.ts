/** The lead the e2e server starts with (tests/e2e/seed-lead-report.ts): from the newsletter's `nov` campaign. */
export const campaignLead = {
  email: 'nora.novembro@vitrine.test',
  touch: {
    source: 'newsletter',
    medium: 'email',
    campaign: 'nov',
    term: null,
    content: null,
    referrer_host: null,
    landing_path: '/contact',
    click_id: false,
  },
};
