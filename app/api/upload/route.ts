import { ok } from '@/lib/api/envelope';
import { errors } from '@/lib/api/errors';
import { apiHandler } from '@/lib/api/handler';
import { saveUpload } from '@/lib/uploads/commands';
import { MAX_UPLOAD_BYTES, uploadTooLarge } from '@/lib/uploads/detect';

// Room for the multipart boundaries and part headers around a file of the maximum size.
const MULTIPART_OVERHEAD = 64 * 1024;

// POST /api/upload (multipart/form-data, field `file`) → 201 { data: { id, url, width, height } }
export const POST = apiHandler(
  async ({ req, user }) => {
    // Refuse an oversized body before reading it.
    if (Number(req.headers.get('content-length') ?? 0) > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD) throw uploadTooLarge();
    let form: FormData;
    try {
      form = await req.formData();
    } catch {
      throw errors.badRequest();
    }
    const file = form.get('file');
    const upload = file instanceof Blob ? { name: file instanceof File ? file.name : '', bytes: new Uint8Array(await file.arrayBuffer()) } : null;
    return ok(await saveUpload(user, upload), { status: 201 });
  },
  // saveUpload checks the grants (any screen that uploads images).
  { auth: true },
);
