import { success } from '@/lib/core/api-examples';
import { operationsFor } from '@/lib/core/operation';
import { saveNavigation } from './commands';
import { getNavigation } from './queries';
import { navigationInputSchema, navigationQuerySchema } from './schema';

// The header menu and footer of each language (issue 30 §2), declared once (lib/core/operation.ts).

const operation = operationsFor({ tag: 'Navigation' });

/** Public and the same for everyone: browsers and CDNs may keep it a minute (saving expires the pages, not this copy). */
const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

const navigationExample = {
  version: 3,
  header: [
    { label: 'Home', href: '/' },
    { label: 'Services', href: '/#services', children: [{ label: 'Integrations', href: '/integrations' }] },
    { label: 'Blog', href: '/blog' },
    { label: 'Status', href: 'https://status.example.com' },
  ],
  footer: {
    columns: [{ title: 'Company', links: [{ label: 'FAQ', href: '/faq' }, { label: 'Contact', href: '/contact' }] }],
    contact: { email: 'contact@example.com', phone: '+55 11 4000-0000', address: 'Av. Paulista, 1000 - São Paulo, SP, Brasil' },
    social: [{ network: 'linkedin', url: 'https://www.linkedin.com/company/example' }],
  },
  landing: [
    { label: 'Home', href: '#home' },
    { label: 'Services', href: '#services' },
    { label: 'Contact', href: '#contact' },
  ],
};

const linkRule =
  'A link (`href`) is a site path (`/blog`, `/#services`, a page, article or category address) or an absolute http(s) URL; anything else (javascript:, //host, mailto:) is refused with 422 naming the field (e.g. `header.2.href`).';

export const navigationOperations = {
  get: operation({
    method: 'GET',
    path: '/api/navigation/navigation',
    access: 'public',
    query: navigationQuerySchema,
    run: ({ query }) => getNavigation(query.locale),
    headers: { 'Cache-Control': PUBLIC_CACHE_CONTROL },
    doc: {
      summary: 'The header menu and footer of a language',
      description:
        'What the public site shows in its header and footer for `locale` (pt-BR when left out), and `landing`, the own menu of /rc-sistemI: the saved navigation, or the defaults when nothing was saved for that language (the built-in menus and footer, the contact data from the server’s configuration).',
      responses: { 200: 'The header items and the footer.', 422: 'An unknown locale.' },
      example: success(navigationExample),
    },
  }),
  save: operation({
    method: 'PUT',
    path: '/api/navigation/navigation',
    access: 'layout-settings',
    input: navigationInputSchema,
    versioned: true,
    run: ({ user, input }) => saveNavigation(user, input),
    message: 'Success.navigationSaved',
    refusal: { logLabel: 'navigation action failed' },
    doc: {
      summary: 'Save the header menu and footer of a language',
      description: `Replaces the language’s header (at most 8 items, each with at most one level of children) and footer (columns of links, the contact block, social links); \`landing\` (optional; left out, it stays as saved) is /rc-sistemI’s own menu, whose links may also be sections of that page (\`#services\`). The other languages are unchanged. Shows on the public pages at the next request. ${linkRule}`,
      responses: { 200: 'The saved navigation, with its locale.', 422: 'An invalid field, named by its path.' },
      example: success({ locale: 'en', ...navigationExample }, 'Navigation saved.'),
    },
  }),
};
