import { IntlMessageFormat } from 'intl-messageformat';
import ptBR from '@/messages/pt-BR.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import ht from '@/messages/ht.json';
import { adminRoutes } from '@/lib/auth/routes';
import { locales } from '@/i18n/routing';

// pt-BR is the source of truth: every other catalogue must hold exactly its keys.
type Catalogue = { [key: string]: string | Catalogue };

const catalogues: Record<string, Catalogue> = { 'pt-BR': ptBR, en, es, fr, ht };

/** Flattens a catalogue to `Namespace.key.sub` → message. */
function flatten(catalogue: Catalogue, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of flatten(value, path)) out.set(k, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

// A minimal view of the ICU AST (intl-messageformat's getAst()).
interface AstNode {
  type: number;
  value?: unknown;
  options?: Record<string, { value: AstNode[] }>;
  children?: AstNode[];
}
const ARGUMENT = 1;
const NUMBER = 2;
const SELECT = 5;
const PLURAL = 6;

/** Every argument a message uses, with the kind of value it needs. */
function argumentsOf(nodes: AstNode[], found = new Map<string, 'number' | 'select' | 'string'>()) {
  for (const node of nodes) {
    if (node.type === ARGUMENT || node.type === NUMBER || node.type === SELECT || node.type === PLURAL) {
      const kind = node.type === NUMBER || node.type === PLURAL ? 'number' : node.type === SELECT ? 'select' : 'string';
      if (!found.has(String(node.value)) || kind !== 'string') found.set(String(node.value), kind);
    }
    for (const option of Object.values(node.options ?? {})) argumentsOf(option.value, found);
    if (node.children) argumentsOf(node.children, found);
  }
  return found;
}

const flat = Object.fromEntries(Object.entries(catalogues).map(([locale, c]) => [locale, flatten(c)]));
const sourceKeys = [...flat['pt-BR'].keys()];
const camel = (route: string) => route.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

const requiredKeys = [
  ...[
    'unexpected', 'badRequest', 'validation', 'invalidCredentials', 'accountInactive', 'accountBlocked', 'userNotFound',
    'accessDenied', 'accessNotAllowed', 'unauthorized', 'sessionExpired', 'tooManyAttempts', 'tooManyAttemptsFromAddress',
    'resultNotFound', 'notFound', 'articleTitleTaken', 'currentPasswordIncorrect', 'cannotDeleteSelf',
    'cannotChangeOwnStatus', 'searchFailed', 'layoutSaveFailed', 'layoutLoadFailed', 'imageNotFound', 'noResults',
    'noFlowData', 'noAuthors', 'noMessages', 'noData', 'versionAlreadyApplied', 'emailAlreadyRegistered', 'invalidCode',
    'invalidCodeOrEmail', 'actionFailed',
  ].map((k) => `Errors.${k}`),
  ...[
    'emailRequired', 'emailInvalid', 'passwordRequired', 'nameRequired', 'lastNameRequired', 'positionRequired',
    'officeRequired', 'titleRequired', 'contentRequired', 'categoryRequired', 'imageRequired', 'descriptionRequired',
    'cpfRequired', 'telephoneRequired', 'currentPasswordRequired', 'newPasswordRequired', 'confirmPasswordRequired',
    'allPasswordFieldsRequired', 'passwordMinLength', 'passwordWeak', 'passwordMismatch', 'companyRequired',
    'subjectRequired', 'messageRequired', 'contactPhoneRequired', 'whatsappMessageRequired', 'invalidEmailAddress',
    'invalidUrl', 'invalidCode',
  ].map((k) => `Validation.${k}`),
  ...[
    'login', 'logout', 'userCreated', 'userUpdated', 'userDeleted', 'userStatusChanged', 'userRolesUpdated',
    'passwordReset', 'articleCreated', 'articleUpdated', 'articleDeleted', 'statusUpdated', 'categoryCreated',
    'categoryUpdated', 'categoryDeleted', 'categoryStatusChanged', 'seoCreated', 'seoUpdated', 'layoutSaved',
    'layoutLoaded', 'recoveryEmailSent',
  ].map((k) => `Success.${k}`),
  'Format.readingLessThanOne',
  'Format.readingMinutes',
  'Format.dash',
  'Dashboard.welcome',
  ...adminRoutes.map((route) => `Admin.nav.${camel(route)}`),
];

describe('message catalogues', () => {
  it('has one catalogue for every locale of the routing', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...locales].sort());
  });

  it('holds every key that the application relies on in pt-BR', () => {
    const missing = requiredKeys.filter((key) => !flat['pt-BR'].has(key));
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(catalogues).filter((l) => l !== 'pt-BR'))('%s has no key missing from pt-BR', (locale) => {
    const missing = sourceKeys.filter((key) => !flat[locale].has(key));
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(catalogues).filter((l) => l !== 'pt-BR'))('%s has no key that pt-BR lacks', (locale) => {
    const extra = [...flat[locale].keys()].filter((key) => !flat['pt-BR'].has(key));
    expect(extra).toEqual([]);
  });

  it.each(Object.keys(catalogues))('%s has no empty or non-string message', (locale) => {
    const bad = [...flat[locale]].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
    expect(bad).toEqual([]);
  });

  it.each(Object.keys(catalogues))('%s: every message parses as ICU and formats with sample values', (locale) => {
    const failures: string[] = [];
    for (const [key, message] of flat[locale]) {
      if (typeof message !== 'string') continue;
      try {
        const format = new IntlMessageFormat(message, locale);
        const values: Record<string, string | number> = {};
        for (const [name, kind] of argumentsOf(format.getAst() as AstNode[])) {
          values[name] = kind === 'number' ? 2 : kind === 'select' ? 'other' : 'x';
        }
        format.format(values);
      } catch (error) {
        failures.push(`${key}: ${(error as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it.each(Object.keys(catalogues).filter((l) => l !== 'pt-BR'))(
    '%s uses the same placeholders as pt-BR in every message',
    (locale) => {
      const mismatched: string[] = [];
      for (const key of sourceKeys) {
        const source = flat['pt-BR'].get(key);
        const target = flat[locale].get(key);
        if (typeof source !== 'string' || typeof target !== 'string') continue;
        const names = (m: string) => [...argumentsOf(new IntlMessageFormat(m, locale).getAst() as AstNode[]).keys()].sort();
        if (names(source).join() !== names(target).join()) mismatched.push(key);
      }
      expect(mismatched).toEqual([]);
    },
  );

  it('gives the welcome message a form for each gender', () => {
    const welcome = (locale: string, gender: string) =>
      new IntlMessageFormat(String(flat[locale].get('Dashboard.welcome')), locale).format({ gender, name: 'Ana' });
    expect(welcome('pt-BR', 'female')).toBe('Bem-vinda, Ana!');
    expect(welcome('pt-BR', 'male')).toBe('Bem-vindo, Ana!');
    expect(welcome('pt-BR', 'other')).toBe('Boas-vindas, Ana!');
    expect(welcome('en', 'female')).toBe('Welcome, Ana!');
  });

  it('keeps the wording of the specification in English', () => {
    const t = (key: string, values?: Record<string, number>) =>
      new IntlMessageFormat(String(flat.en.get(key)), 'en').format(values);
    expect(t('Errors.unexpected')).toBe('An unexpected error has occurred. Please try again later.');
    expect(t('Errors.sessionExpired')).toBe('Your session expired for security reasons. Please log in again to continue.');
    expect(t('Errors.tooManyAttempts', { minutes: 1 })).toBe('Too many attempts. Try again in 1 minute.');
    expect(t('Errors.tooManyAttempts', { minutes: 15 })).toBe('Too many attempts. Try again in 15 minutes.');
    expect(t('Validation.passwordMinLength')).toBe('Must have a minimum of 8 characters');
    expect(t('Format.readingMinutes', { minutes: 3 })).toBe('3 min read');
    expect(t('Format.readingLessThanOne')).toBe('less than 1 min');
  });
});
