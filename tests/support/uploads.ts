import { POST as uploadPost } from '@/app/api/upload/route';
import { noParams, request, type RequestOptions } from './api';

/** POST /api/upload with one file in the field `file`, as the back office's forms send it. */
export function upload(bytes: Uint8Array, name: string, init: RequestOptions = {}) {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name, { type: 'application/octet-stream' }));
  return uploadPost(request('/api/upload', { ...init, method: 'POST', form }), noParams);
}
