/**
 * Catalogue keys no source file holds whole, and why they are kept (tests/unit/i18n/keys-used.test.ts).
 *
 * `dynamicKeyGroups`: groups whose keys are built at run time from a value (t(`statuses.${status}`))
 * or read by a translator of the group itself (useTranslations('Settings.tabs') then t(tab)). The
 * values are typed unions, so the compiler checks each built key exists; what it cannot see is a key
 * no value reaches any more, so a group here must hold exactly the values of its source.
 */
export const dynamicKeyGroups: Record<string, string> = {
  'Site.nav.': 'the default header and footer links of a language (lib/navigation/defaults.ts): Site.nav.${key}',
  'Site.languages.': 'language switcher and the compose form: languages.${languageKey[locale]}',
  'Site.footer.': 'the default footer column titles of a language (lib/navigation/defaults.ts): Site.footer.${title}',
  'Admin.nav.': 'admin routes (components/admin/nav-keys.ts) in the sidebar, coming-soon, error-forbidden and role labels',
  'Admin.navGroups.': 'sidebar groups (components/admin/sidebar.tsx): navGroups.${group.key}',
  'Admin.compose.status.': 'article status in the compose form: status.${status}',
  'Admin.articles.statuses.': 'article status badge of the article list: statuses.${status}',
  'Admin.articles.filters.statuses.': 'article status filter: filters.statuses.${articleStatuses[i]}',
  'Webhooks.events.': 'webhook event labels (lib/webhooks/events.ts webhookEventKeys): events.${webhookEventKeys[event]}',
  'WebhooksAdmin.failures.': 'why a delivery failed, on the endpoint page (lib/webhooks/present.ts deliveryFailure): failures.${kind}',
  'Outbox.statuses.': 'outbox message status: statuses.${message.status}',
  'Media.detail.kinds.': 'where a file is used, in the media detail dialog (lib/media/used-in.ts usageKinds): kinds.${usage.kind}',
  'Media.languages.': 'language names beside the alt text and caption fields (i18n/routing.ts locales): Media.languages.${locale}',
  'AuditLog.actions.': 'audit action names from the database (components/admin/audit/audit-labels.ts)',
  'AuditLog.types.': 'audit record types from the database (components/admin/audit/audit-labels.ts)',
  'Reports.periods.': 'dashboard period presets (components/admin/dashboard/period-selector.tsx)',
  'Reports.cards.': 'dashboard stat cards (components/admin/dashboard/stat-cards.tsx): cards.${key}',
  'Reports.cardHints.': 'dashboard stat cards (components/admin/dashboard/stat-cards.tsx): cardHints.${key}',
  'Reports.granularity.': 'dashboard chart granularity: granularity.${period.granularity}',
  'Leads.modules.': 'lead module in the list, filters and CSV export',
  'Leads.statuses.': 'lead status in the list, filters and CSV export',
  'Leads.classifications.': 'lead classification in the list, filters, actions and CSV export',
  'Leads.newsletterStatuses.': 'lead newsletter status in the list, filters and CSV export',
  'Inbox.tabs.': 'inbox tabs (message-received page): tabs.${tab}',
  'Contact.success.': 'contact confirmation by reply day (lib/api/actions/contact.ts, api/contact): Contact.success.${replyDay}',
  'Unsubscribe.reasons.': 'unsubscribe reasons (lib/newsletter/schema.ts unsubscribeReasons) on the page, the API and the lead list',
  'Categories.statuses.': 'category status in the list and filter: statuses.${status}',
  'Categories.form.languages.': 'the category dialog\'s translation fields, one per non-default locale: form.languages.${locale}',
  'FaqAdmin.languages.': 'the FAQ list\'s language column, filter and dialog, one per locale: languages.${locale}',
  'PagesAdmin.statuses.': 'page status badge and filter of the page list and editor (components/admin/pages/page-status-badge.tsx): statuses.${status}',
  'PagesAdmin.languages.': 'the page list\'s language column and filter, the new-page dialog and the translations panel, one per locale: languages.${locale}',
  'PagesAdmin.blocks.': 'block type names and descriptions in the page editor\'s block list and add-block menu: blocks.${type}.name|description',
  'RichBlocks.callout.types.': 'callout types (lib/articles/rich-nodes.ts CALLOUT_TYPES) in the editor\'s callout dialog: callout.types.${value}',
  'Categories.catalogue.': 'names of the catalogue categories (lib/categories/present.ts) by unique key',
  'Profile.positions.': 'author position on articles (components/blog/article-view.tsx)',
  'Home.services.items.': 'home services, the seeded home page (lib/pages/defaults.ts homeServices): services.items.${key}.title|text',
  'Home.solutions.items.': 'home solutions, the seeded home page (lib/pages/defaults.ts homeSolutions): solutions.items.${key}.title|text',
  'Home.stats.': 'home figures, the seeded home page (lib/pages/defaults.ts homeStats): stats.${key}.value|label',
  'Landing.menu.': 'the default menu of the landing page (lib/navigation/defaults.ts): Landing.menu.${id}',
  'Landing.about.points.': 'the seeded /rc-sistemI page (lib/pages/defaults.ts): about.points.${key}.title|text',
  'Landing.services.items.': 'the seeded /rc-sistemI page (lib/pages/defaults.ts): services.items.${key}.title|text',
  'Landing.solutions.items.': 'the seeded /rc-sistemI page (lib/pages/defaults.ts): solutions.items.${key}.title|text',
  'Landing.case.results.': 'the seeded /rc-sistemI page (lib/pages/defaults.ts): case.results.${key}.label|value',
  'Playground.colors.': 'playground colour swatches: colors.${name}',
  'Playground.buttons.': 'playground button variants and sizes: buttons.${variant}, buttons.size.${size}',
  'Playground.inputs.topics.': 'playground select options: inputs.topics.${value}',
  'Playground.chips.': 'playground category chips: chips.${chip.key}',
  'Playground.feedback.show.': 'playground toast buttons: feedback.show.${variant}',
  'Playground.feedback.toast.': 'playground toasts: feedback.toast.${variant}',
  'Settings.tabs.': 'settings tabs (components/admin/settings/settings-tabs.tsx): useTranslations(Settings.tabs) then t(tab)',
  'Users.statuses.': 'user status badge: statuses.${userStatusKey(status)}',
  'Users.form.genders.': 'gender options of the user form: genders.${gender}',
  'Users.actions.': 'user status actions (components/admin/users/user-row-actions.tsx): actions.${action}',
  'Users.confirm.': 'user status confirmations (user-row-actions.tsx): confirm.${action}Title|Text',
  'MyProfile.genders.': 'gender options of the profile form: useTranslations(MyProfile.genders) then t(gender)',
  'MyProfile.positions.': 'position shown on the profile settings: positions.${position}',
  'MyProfile.password.strengthLevels.': 'password strength meter: strengthLevels.${level}',
  'Roles.areas.': 'access areas of the role editor (components/admin/roles/grant-labels.ts)',
  'ApiKeys.status.': 'status of a key on the API keys page (ApiKeyView.status)',
  'WebhooksAdmin.status.': 'status of a webhook endpoint (webhookStatusOf): status.${status}',
  'WebhooksAdmin.deliveryStatuses.': 'state of a webhook delivery (WebhookDeliveryView.status): deliveryStatuses.${status}',
  'Roles.capabilities.': 'capabilities of the role editor (grant-labels.ts)',
  'Roles.capabilityHints.': 'capability hints of the role editor (grant-labels.ts)',
  'Roles.grantWarnings.': 'powerful-grant warnings of the role editor (grant-labels.ts)',
  'LayoutSettings.logos.': 'logo field per layout version: logos.${version}',
  'LayoutSettings.versions.': 'layout versions and their descriptions: versions.${version}, versions.${version}Text',
};

/**
 * Keys no code shows yet but the spec's message list requires in every catalogue
 * (tests/unit/messages.test.ts, requiredKeys).
 */
export const specOnlyKeys: string[] = ['Errors.accessNotAllowed', 'Errors.notFound', 'Errors.searchFailed', 'Errors.noResults'];
