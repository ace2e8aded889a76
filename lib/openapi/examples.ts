// Realistic answers for the reference, spelled as the API answers them (snake_case unless the route
// keeps its camelCase spelling). Shared by the operations that answer the same view.
import { EARLIER, KEY, NOW } from '@/lib/core/api-examples';

export const articleExample = {
  id: 42,
  unique_key: 'como-escolher-um-erp',
  title: 'Como escolher um ERP',
  content: '<p>Seis perguntas para fazer antes de assinar.</p>',
  excerpt: 'Seis perguntas para fazer antes de assinar.',
  image: '/api/files/9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
  status: 'published',
  scheduled: false,
  featured: false,
  language: 'pt-BR',
  seo_title: null,
  seo_description: null,
  published_at: NOW,
  created_at: EARLIER,
  updated_at: NOW,
  author: { id: 3, name: 'Ana Souza' },
  categories: [{ id: 5, name: 'Gestão', text_color: '#ffffff', background_color: '#1e3a8a' }],
  translations: [{ id: 57, unique_key: 'how-to-choose-an-erp', language: 'en', status: 'draft' }],
};

export const userExample = {
  id: 7,
  unique_key: KEY,
  name: 'Ana',
  last_name: 'Souza',
  full_name: 'Ana Souza',
  email: 'ana@example.com',
  position: 'manager',
  permission: 'manager',
  type: 'Manager',
  status: 'active',
  cpf: '529.982.247-25',
  phone: '+55 11 97777-6666',
  biography: null,
  photo: null,
  gender: 'female',
  locale: 'pt-BR',
  roles: [{ name: 'manager', title: 'Manager' }],
  active_routes: ['dashboard', 'list-of-articles', 'compose'],
  access_areas: ['dashboard', 'article_management'],
  two_factor_enabled: false,
  created_by: 1,
  created_by_unique_key: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  created_at: EARLIER,
  updated_at: NOW,
};

export const seoExample = {
  id: 2,
  unique_key: KEY,
  head: '<meta name="google-site-verification" content="abc123">',
  body: null,
  updated_by: 1,
  created_at: EARLIER,
  updated_at: NOW,
};

export const roleExample = {
  id: 4,
  unique_key: KEY,
  name: 'editor',
  title: 'Editor',
  active_routes: ['dashboard', 'list-of-articles', 'compose'],
  require_two_factor: false,
  users_count: 2,
  created_at: EARLIER,
  updated_at: NOW,
};

export const apiKeyExample = {
  id: 9,
  unique_key: KEY,
  name: 'CRM sync',
  token_prefix: 'vk_3kP9xQ',
  grants: ['list-leads'],
  creator: { id: 1, name: 'Admin', email: 'admin@example.com' },
  created_at: EARLIER,
  expires_at: null,
  last_used_at: NOW,
  last_used_ip: '203.0.113.7',
  revoked_at: null,
  status: 'active',
};

export const webhookEndpointExample = {
  id: 3,
  unique_key: KEY,
  url: 'https://crm.example.com/hooks/vitrine',
  events: ['article.published', 'lead.created'],
  active: true,
  paused_reason: null,
  paused_at: null,
  failing_since: null,
  secret_prefix: 'whsec_Q2x9',
  owner: { id: 1, name: 'Admin', email: 'admin@example.com' },
  created_at: EARLIER,
  updated_at: NOW,
};

export const webhookDeliveryExample = {
  id: 120,
  unique_key: '5b7e0d1c-2a3f-4b6c-9d8e-7f6a5b4c3d2e',
  event: 'webhook.test',
  event_id: 'evt_c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f',
  status: 'pending',
  status_code: null,
  duration_ms: null,
  attempts: 0,
  next_attempt_at: NOW,
  last_error: null,
  delivered_at: null,
  created_at: NOW,
};

