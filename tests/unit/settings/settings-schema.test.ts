import { aliasCurrentVersion, layoutSettingInputSchema, whatsappSettingInputSchema } from '@/lib/settings/schema';
import { chooseSettingsTab, visibleSettingsTabs } from '@/lib/settings/tabs';

const firstMessage = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
  result.error?.issues.find((issue) => issue.path.join('.') === field)?.message;

describe('whatsappSettingInputSchema', () => {
  const valid = { phone: '+55 11 99999-0000', message: 'Olá!', button_color: '#25D366' };

  it('keeps the phone as typed, trims the message and lowercases the colour', () => {
    expect(whatsappSettingInputSchema.parse({ ...valid, message: '  Olá!  ' })).toEqual({ phone: '+55 11 99999-0000', message: 'Olá!', button_color: '#25d366' });
  });

  it('uses WhatsApp green when no colour is given', () => {
    expect(whatsappSettingInputSchema.parse({ phone: valid.phone, message: valid.message }).button_color).toBe('#25d366');
    expect(whatsappSettingInputSchema.parse({ ...valid, button_color: '  ' }).button_color).toBe('#25d366');
  });

  it('says "Contact phone is required" and "Message is required" for missing or blank fields', () => {
    const missing = whatsappSettingInputSchema.safeParse({});
    expect(firstMessage(missing, 'phone')).toBe('Validation.contactPhoneRequired');
    expect(firstMessage(missing, 'message')).toBe('Validation.whatsappMessageRequired');
    const blank = whatsappSettingInputSchema.safeParse({ phone: '   ', message: ' ' });
    expect(firstMessage(blank, 'phone')).toBe('Validation.contactPhoneRequired');
    expect(firstMessage(blank, 'message')).toBe('Validation.whatsappMessageRequired');
  });

  it('wants 8 to 15 digits and only phone characters', () => {
    for (const phone of ['1234567', '+55 9999', '1'.repeat(16), '+55 11 abc 99999-0000']) {
      expect(firstMessage(whatsappSettingInputSchema.safeParse({ ...valid, phone }), 'phone')).toBe('Settings.errors.phoneInvalid');
    }
    for (const phone of ['12345678', '(11) 99999-0000', '+1 415.555.0100']) expect(whatsappSettingInputSchema.safeParse({ ...valid, phone }).success).toBe(true);
  });

  it('refuses a message over 500 characters and a colour that is not hex', () => {
    expect(firstMessage(whatsappSettingInputSchema.safeParse({ ...valid, message: 'x'.repeat(501) }), 'message')).toBe('Settings.errors.whatsappMessageTooLong');
    expect(whatsappSettingInputSchema.safeParse({ ...valid, message: 'x'.repeat(500) }).success).toBe(true);
    for (const button_color of ['green', '#12345', 'rgb(0,0,0)']) {
      expect(firstMessage(whatsappSettingInputSchema.safeParse({ ...valid, button_color }), 'button_color')).toBe('Settings.errors.invalidColor');
    }
    expect(whatsappSettingInputSchema.parse({ ...valid, button_color: '#FFF' }).button_color).toBe('#fff');
  });
});

describe('layout setting: currentVersion as an alias of current_version', () => {
  it('accepts the issue spelling', () => {
    expect(layoutSettingInputSchema.parse({ currentVersion: 'v2' })).toEqual({ current_version: 'v2' });
  });

  it('prefers current_version when both are sent, and leaves other values alone', () => {
    expect(layoutSettingInputSchema.parse({ currentVersion: 'v2', current_version: 'v1' })).toMatchObject({ current_version: 'v1' });
    expect(aliasCurrentVersion(null)).toBeNull();
    expect(aliasCurrentVersion(['v2'])).toEqual(['v2']);
    expect(aliasCurrentVersion({ company_name: 'Acme' })).toEqual({ company_name: 'Acme' });
  });

  it('reports an unknown version under current_version whichever spelling carried it', () => {
    const result = layoutSettingInputSchema.safeParse({ currentVersion: 'v3' });
    expect(firstMessage(result, 'current_version')).toBe('Settings.errors.invalidVersion');
  });
});

describe('settings tabs', () => {
  it('shows a tab only to a viewer holding its route, in the spec order', () => {
    expect(visibleSettingsTabs(['settings', 'seo', 'settings-profile', 'settings-whatsapp'])).toEqual(['profile', 'whatsapp', 'seo', 'media']);
    expect(visibleSettingsTabs(['settings', 'settings-whatsapp'])).toEqual(['whatsapp', 'media']);
    // The media tab ("Require alt text to publish") needs the settings grant itself.
    expect(visibleSettingsTabs(['settings'])).toEqual(['media']);
    expect(visibleSettingsTabs(['settings-whatsapp'])).toEqual(['whatsapp']);
  });

  it('opens the tab asked for when visible, else the first visible one', () => {
    expect(chooseSettingsTab('seo', ['profile', 'whatsapp', 'seo'])).toBe('seo');
    expect(chooseSettingsTab(['whatsapp', 'seo'], ['profile', 'whatsapp'])).toBe('whatsapp');
    expect(chooseSettingsTab('seo', ['profile', 'whatsapp'])).toBe('profile');
    expect(chooseSettingsTab(undefined, ['whatsapp'])).toBe('whatsapp');
    expect(chooseSettingsTab('profile', [])).toBeNull();
  });
});
