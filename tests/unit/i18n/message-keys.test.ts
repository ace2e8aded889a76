import { z } from 'zod';
import ptBR from '@/messages/pt-BR.json';
import { issueMessageKey, validationError } from '@/lib/core/validation';
import { isKeyOf } from '@/lib/i18n/keys';
import { translator } from '@/lib/i18n/translate';
import { unsubscribeReasonKey } from '@/lib/leads/present';
import { auditNameLabel } from '@/components/admin/audit/audit-labels';
import { createTranslator } from 'next-intl';

describe('isKeyOf', () => {
  it('accepts a key of the group, not an inherited or missing one', () => {
    expect(isKeyOf(ptBR.AuditLog.actions, 'articleCreate')).toBe(true);
    expect(isKeyOf(ptBR.AuditLog.actions, 'noSuchAction')).toBe(false);
    expect(isKeyOf(ptBR.AuditLog.actions, 'toString')).toBe(false);
  });
});

describe('issueMessageKey', () => {
  it('keeps a catalogue key and turns zod’s own text into the generic message', () => {
    expect(issueMessageKey('Validation.nameRequired')).toBe('Validation.nameRequired');
    expect(issueMessageKey('Invalid input: expected string')).toBe('Validation.invalidValue');
  });

  it('is what validationError puts in each field', () => {
    const result = z.object({ name: z.string().min(1, 'Validation.nameRequired'), age: z.number() }).safeParse({ name: '', age: 'x' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(validationError(result.error).options.fieldErrors).toEqual([
      { field: 'name', messageKey: 'Validation.nameRequired' },
      { field: 'age', messageKey: 'Validation.invalidValue' },
    ]);
  });
});

describe('unsubscribeReasonKey', () => {
  const t = translator('en');
  it('names the reasons a visitor picks, one-click and staff cancellations', () => {
    expect(unsubscribeReasonKey('tooFrequent')).toBe('Unsubscribe.reasons.tooFrequent');
    expect(unsubscribeReasonKey('one-click')).toBe('Leads.unsubscribeReasonOneClick');
    expect(unsubscribeReasonKey('lead-panel')).toBe('Leads.unsubscribeReasonLeadPanel');
    for (const code of ['tooFrequent', 'notInterested', 'notRelevant', 'neverSubscribed', 'other', 'one-click', 'lead-panel']) {
      expect(t(unsubscribeReasonKey(code)!)).not.toMatch(/^(Unsubscribe|Leads)\./);
    }
  });

  it('has no key for a code nothing writes', () => {
    expect(unsubscribeReasonKey('spam-filter')).toBeNull();
  });
});

describe('auditNameLabel', () => {
  const t = createTranslator({ locale: 'pt-BR', messages: ptBR, namespace: 'AuditLog' });
  it('translates a known action or type and shows any other name as stored', () => {
    expect(auditNameLabel(t, 'actions', 'article.create')).toBe(ptBR.AuditLog.actions.articleCreate);
    expect(auditNameLabel(t, 'types', 'layout_setting')).toBe(ptBR.AuditLog.types.layoutSetting);
    expect(auditNameLabel(t, 'actions', 'article.teleport')).toBe('article.teleport');
    expect(auditNameLabel(t, 'types', 'article.create')).toBe('article.create');
    expect(auditNameLabel(t, 'actions', '')).toBe('');
  });
});
