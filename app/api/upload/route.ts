import { ok } from '@/lib/core/envelope';
import { readFormData } from '@/lib/core/body';
import { apiHandler } from '@/lib/api/handler';
import { saveUpload } from '@/lib/uploads/commands';
import { MAX_UPLOAD_BYTES, uploadTooLarge } from '@/lib/uploads/detect';

// Room for the multipart boundaries and part headers around a file of the maximum size.
const MULTIPART_OVERHEAD = 64 * 1024;

// POST /api/upload (multipart/form-data, field `file`) → 201 { data: { id, url, width, height } }
export const POST = apiHandler(
  async ({ req, user }) => {
    // An oversized body is refused by its Content-Length, or as soon as the stream passes the limit
    // (a chunked body): never more than the limit is buffered.
    const form = await readFormData(req, MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD, { tooLarge: uploadTooLarge });
    const file = form.get('file');
    const upload = file instanceof Blob ? { name: file instanceof File ? file.name : '', bytes: new Uint8Array(await file.arrayBuffer()) } : null;
    return ok(await saveUpload(user, upload), { status: 201 });
  },
  // saveUpload checks the grants (any screen that uploads images). A multipart body: only the
  // same-origin rule applies to a cookie-authenticated upload.
  { auth: true, body: 'form-data' },
);
