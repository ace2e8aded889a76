import { EARLIER, KEY, NOW } from '@/lib/core/api-examples';

// A user as the API answers it (the sign-in answers and the user routes), for the reference.

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
  version: 3,
};
