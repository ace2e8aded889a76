import { describeAuditDetails, displayValue, flatten, isSecretKey, labelKey, REDACTED, redactSecrets } from '@/lib/audit/details';
import { auditFilterParams, auditLogQuerySchema, parseAuditLogQuery, parseAuditLogQueryLenient } from '@/lib/audit/schema';
import { AppError } from '@/lib/core/errors';
import ptBR from '@/messages/pt-BR.json';

describe('redactSecrets', () => {
  it('hides the values of keys named like password, token, hash or secret, at any depth', () => {
    const details = {
      name: 'Ana',
      password: 'x',
      passwordHash: '$argon2id$…',
      user: { email: 'a@example.com', password_hash: 'h', session_token: 't', apiSecret: 's', keep: 1 },
      list: [{ resetToken: 'r', id: 2 }],
    };
    expect(redactSecrets(details)).toEqual({
      name: 'Ana',
      password: REDACTED,
      passwordHash: REDACTED,
      user: { email: 'a@example.com', password_hash: REDACTED, session_token: REDACTED, apiSecret: REDACTED, keep: 1 },
      list: [{ resetToken: REDACTED, id: 2 }],
    });
    // The input is left as it was.
    expect(details.password).toBe('x');
  });

  it('keeps null secrets null and leaves ordinary keys alone', () => {
    expect(redactSecrets({ password_hash: null, name: 'x', ended_sessions: 2 })).toEqual({ password_hash: null, name: 'x', ended_sessions: 2 });
    expect(isSecretKey('title')).toBe(false);
    expect(isSecretKey('Token')).toBe(true);
  });
});

describe('describeAuditDetails', () => {
  it('compares a from/to pair of objects field by field, the changed fields first, each group by name', () => {
    const view = describeAuditDetails(
      { from: { name: 'Old', status: 'active', image: null }, to: { name: 'New', status: 'active', image: null, updatedAt: '2026-01-01T00:00:00.000Z' } },
      'category.update',
    );
    expect(view.compared).toBe(true);
    expect(view.changes).toEqual([
      { field: 'name', before: 'Old', after: 'New', changed: true },
      { field: 'updatedAt', before: undefined, after: '2026-01-01T00:00:00.000Z', changed: true },
      { field: 'image', before: null, after: null, changed: false },
      { field: 'status', before: 'active', after: 'active', changed: false },
    ]);
    expect(view.other).toEqual([]);
  });

  it('reads before/after (settings) and null sides (a creation has no before)', () => {
    const view = describeAuditDetails({ before: null, after: { head: '<meta>', body: null } }, 'seo.create');
    expect(view.changes).toEqual([
      { field: 'body', before: undefined, after: null, changed: true },
      { field: 'head', before: undefined, after: '<meta>', changed: true },
    ]);
  });

  it('names a scalar change after the action (category.status → status) and keeps the extra details apart', () => {
    const view = describeAuditDetails({ from: 'draft', to: 'published', published_at: '2026-02-01T10:00:00.000Z' }, 'article.status');
    expect(view.changes).toEqual([{ field: 'status', before: 'draft', after: 'published', changed: true }]);
    expect(view.other).toEqual([{ field: 'published_at', value: '2026-02-01T10:00:00.000Z' }]);
  });

  it('compares arrays and nested values deeply, ignoring key order', () => {
    const view = describeAuditDetails(
      { from: { active_routes: ['a', 'b'], meta: { x: 1, y: 2 } }, to: { active_routes: ['a', 'b', 'c'], meta: { y: 2, x: 1 } } },
      'role.update',
    );
    expect(view.changes).toEqual([
      { field: 'active_routes', before: ['a', 'b'], after: ['a', 'b', 'c'], changed: true },
      { field: 'meta.x', before: 1, after: 1, changed: false },
      { field: 'meta.y', before: 2, after: 2, changed: false },
    ]);
  });

  it('shows a snapshot (a creation or deletion without a pair) as recorded details, flattened', () => {
    const view = describeAuditDetails({ user: { name: 'Ana', email: 'a@example.com', passwordHash: 'h' }, permission: 'admin' }, 'user.delete');
    expect(view.compared).toBe(false);
    expect(view.changes).toEqual([]);
    expect(view.other).toEqual([
      { field: 'user.name', value: 'Ana' },
      { field: 'user.email', value: 'a@example.com' },
      { field: 'user.passwordHash', value: REDACTED },
      { field: 'permission', value: 'admin' },
    ]);
  });

  it('hides secrets inside a pair too', () => {
    const view = describeAuditDetails({ from: { password_hash: 'old' }, to: { password_hash: 'new' } }, 'user.update');
    expect(view.changes).toEqual([{ field: 'password_hash', before: REDACTED, after: REDACTED, changed: false }]);
  });

  it('flags an action that changed nothing, and copes with no details at all', () => {
    expect(describeAuditDetails({ unchanged: true }, 'lead.status')).toEqual({ changes: [], compared: false, other: [], unchanged: true });
    expect(describeAuditDetails(null)).toEqual({ changes: [], compared: false, other: [], unchanged: false });
  });
});

describe('helpers', () => {
  it('flattens nested objects to dotted paths, keeping arrays and empty objects whole', () => {
    expect(flatten({ a: { b: { c: 1 } }, d: [1], e: {} })).toEqual({ 'a.b.c': 1, d: [1], e: {} });
  });

  it('shows values as text, null and undefined as empty', () => {
    expect(displayValue('x')).toBe('x');
    expect(displayValue(3)).toBe('3');
    expect(displayValue(false)).toBe('false');
    expect(displayValue(['a'])).toBe('["a"]');
    expect(displayValue(null)).toBeNull();
    expect(displayValue(undefined)).toBeNull();
  });

  it('turns action and record-type names into catalogue keys', () => {
    expect(labelKey('category.create')).toBe('categoryCreate');
    expect(labelKey('user.password.change')).toBe('userPasswordChange');
    expect(labelKey('lead.newsletter-status')).toBe('leadNewsletterStatus');
    expect(labelKey('layout_setting')).toBe('layoutSetting');
    expect(labelKey('weird$name')).toBeNull();
    expect(labelKey('')).toBeNull();
  });

  it('has a label for every action and record type the commands write', () => {
    const actions = [
      'article.create', 'article.update', 'article.status', 'article.featured', 'article.restore', 'article.delete',
      'category.create', 'category.update', 'category.status', 'category.delete', 'file.upload', 'layout.save',
      'lead.status', 'lead.classification', 'lead.newsletter-status', 'lead.delete', 'message.update', 'message.delete',
      'role.create', 'role.update', 'role.delete', 'seo.create', 'seo.update', 'seo.delete', 'user.create', 'user.update',
      'user.status', 'user.delete', 'user.profile', 'user.password.change', 'user.sessions.revoke', 'whatsapp.save',
    ];
    const types = ['article', 'category', 'file', 'lead', 'message', 'role', 'user', 'layout_setting', 'seo_setting', 'whatsapp_setting'];
    const labels = ptBR.AuditLog as { actions: Record<string, string>; types: Record<string, string> };
    for (const action of actions) expect(labels.actions[labelKey(action) ?? '']).toEqual(expect.any(String));
    for (const type of types) expect(labels.types[labelKey(type) ?? '']).toEqual(expect.any(String));
  });
});

describe('auditLogQuerySchema', () => {
  it('takes the filters of the URL, blanks meaning no filter, with the default page and size', () => {
    expect(auditLogQuerySchema.parse({ person: '3', action: 'category.update', type: 'category', record: ' 12 ', from: '2026-01-01', to: '2026-01-31', page: '2', limit: '50' })).toEqual({
      person: 3,
      action: 'category.update',
      type: 'category',
      record: '12',
      from: '2026-01-01',
      to: '2026-01-31',
      page: 2,
      limit: 50,
    });
    expect(auditLogQuerySchema.parse({ person: '', action: '', type: '', from: '', to: '' })).toEqual({ page: 1, limit: 20 });
  });

  it('refuses bad values with a 422 naming each field', () => {
    const bad = { person: 'abc', action: 'drop table;', from: '2026-02-30', limit: '101', page: '0' };
    let error: unknown;
    try {
      parseAuditLogQuery(bad);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    const appError = error as AppError;
    expect(appError.status).toBe(422);
    expect(appError.options.fieldErrors).toEqual([
      { field: 'person', messageKey: 'AuditLog.errors.invalidPerson' },
      { field: 'action', messageKey: 'AuditLog.errors.invalidAction' },
      { field: 'from', messageKey: 'AuditLog.errors.invalidDate' },
      { field: 'page', messageKey: 'AuditLog.errors.invalidPage' },
      { field: 'limit', messageKey: 'AuditLog.errors.invalidLimit' },
    ]);
  });

  it('refuses an end date before the start date', () => {
    expect(() => parseAuditLogQuery({ from: '2026-03-02', to: '2026-03-01' })).toThrow(AppError);
  });

  it('for the page, drops only the invalid filters and says why', () => {
    const { query, errors } = parseAuditLogQueryLenient({ type: 'category', from: 'yesterday', to: '2026-01-31' });
    expect(query).toEqual({ type: 'category', to: '2026-01-31', page: 1, limit: 20 });
    expect(errors).toEqual([{ field: 'from', messageKey: 'AuditLog.errors.invalidDate' }]);
    expect(auditFilterParams(query)).toEqual({ type: 'category', to: '2026-01-31' });
  });
});
