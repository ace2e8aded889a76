// Realistic answers for the reference, spelled as the API answers them (snake_case unless the route
// keeps its camelCase spelling). Shared by the operations that answer the same view.
import { EARLIER, KEY, NOW } from '@/lib/core/api-examples';

export const seoExample = {
  id: 2,
  unique_key: KEY,
  head: '<meta name="google-site-verification" content="abc123">',
  body: null,
  updated_by: 1,
  created_at: EARLIER,
  updated_at: NOW,
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

