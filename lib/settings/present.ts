import { seoSettings, type ConsentCategory } from '@/db/schema';

export const seoSettingColumns = {
  id: seoSettings.id,
  uniqueKey: seoSettings.uniqueKey,
  head: seoSettings.head,
  body: seoSettings.body,
  category: seoSettings.category,
  updatedBy: seoSettings.updatedBy,
  createdAt: seoSettings.createdAt,
  updatedAt: seoSettings.updatedAt,
  version: seoSettings.version,
};

export interface SeoSettingRow {
  id: number;
  uniqueKey: string;
  head: string | null;
  body: string | null;
  category: ConsentCategory;
  updatedBy: number | null;
  createdAt: Date;
  updatedAt: Date;
  version: number;
}

/** An SEO entry as the API answers it (`ok()` spells its fields in snake_case, like the other admin resources). */
export interface SeoSettingView {
  id: number;
  uniqueKey: string;
  head: string | null;
  body: string | null;
  /** Consent: `necessary` runs for everyone; `analytics` and `marketing` code waits for the visitor's consent. */
  category: ConsentCategory;
  updatedBy: number | null;
  createdAt: string;
  updatedAt: string;
  /** Raised by every change; a save naming an older one is refused (lib/core/version.ts). */
  version: number;
}

export function presentSeoSetting(row: SeoSettingRow): SeoSettingView {
  return {
    id: row.id,
    uniqueKey: row.uniqueKey,
    head: row.head,
    body: row.body,
    category: row.category,
    updatedBy: row.updatedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export interface WhatsappSettingRow {
  id: number;
  phone: string;
  message: string;
  buttonColor: string;
  createdBy: number | null;
  createdAt: Date;
}

/** The WhatsApp setting as GET /api/whatsapp/whatsapp-setting answers it (the public fields). */
export interface PublicWhatsappView {
  phone: string;
  message: string;
  buttonColor: string;
}

/** The saved WhatsApp setting as PUT answers it: the public fields, plus when and by whom. */
export interface WhatsappSettingView extends PublicWhatsappView {
  id: number;
  createdAt: string;
  createdBy: number | null;
  /** The setting's version: the id of the row in force (each save adds a row). */
  version: number;
}

export function presentPublicWhatsapp(setting: { phone: string; message: string; buttonColor: string }): PublicWhatsappView {
  return { phone: setting.phone, message: setting.message, buttonColor: setting.buttonColor };
}

export function presentWhatsapp(row: WhatsappSettingRow): WhatsappSettingView {
  return { id: row.id, ...presentPublicWhatsapp(row), createdAt: row.createdAt.toISOString(), createdBy: row.createdBy, version: row.id };
}
