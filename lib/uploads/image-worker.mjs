// The child process that decodes and re-encodes uploaded images (started by lib/uploads/pool.ts).
//
// Plain JavaScript outside Next's bundles: the server forks this file by its path under the project
// folder, so it runs the same in the production build, the dev server, the CLIs and the tests.
// Decoding a large image takes seconds of CPU and hundreds of megabytes; here it neither blocks the
// server's event loop nor keeps the server's memory (the pool ends this process when it falls idle,
// and everything it allocated goes back to the system with it).
//
// One message in: { id, bytes, maxPixels, widths }. One message out: { id, ok: true, width, height,
// variants: [{ width, height, webp, avif }] }, or { id, ok: false, reason: 'tooManyPixels' |
// 'unsupported' }. Messages go with `serialization: 'advanced'`, so bytes travel as Uint8Arrays.
import sharp from 'sharp';

// libvips' operation cache keeps decoded images around for reuse: nothing here is asked twice.
sharp.cache(false);
// One libvips thread per image: the job itself is the unit of parallelism (the pool runs one at a time).
sharp.concurrency(1);

/**
 * Auto-rotates by EXIF orientation, drops every piece of metadata (EXIF, GPS, XMP, ICC after
 * converting to sRGB) and re-encodes to WebP and AVIF at the given widths, keeping the aspect ratio
 * and never upscaling. AVIF at effort 2: about a fifth of a second per upload for 30-40% fewer bytes
 * than WebP (higher efforts cost 3-4 times the time for a few percent more). Animated GIF/WebP keep
 * their first frame.
 *
 * The upload is decoded once, straight to the widest copy (JPEG shrinks while decoding), and the
 * narrower copies are made from that bitmap: a decoder without shrink-on-load (AVIF) would otherwise
 * hold the full-size image once per copy.
 */
async function encode(bytes, maxPixels, widths) {
  // limitInputPixels on every call: the server checked the header already, this is the second line.
  let meta;
  try {
    meta = await sharp(bytes, { limitInputPixels: maxPixels }).metadata();
  } catch (error) {
    return { ok: false, reason: /pixel limit/i.test(String(error?.message)) ? 'tooManyPixels' : 'unsupported' };
  }
  if (!meta.width || !meta.height) return { ok: false, reason: 'unsupported' };
  // EXIF orientations 5-8 turn the image a quarter: the upright image swaps width and height.
  const quarterTurn = (meta.orientation ?? 1) >= 5;
  const width = quarterTurn ? meta.height : meta.width;
  const height = quarterTurn ? meta.width : meta.height;
  const targets = [...new Set(widths.map((w) => Math.min(w, width)))].sort((a, b) => a - b);

  try {
    // Bytes that start like an image but do not decode are refused like any other non-image.
    const widest = await sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error', autoOrient: true })
      .resize({ width: targets[targets.length - 1], withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width: w0, height: h0, channels } = widest.info;
    const from = (w) =>
      sharp(widest.data, { raw: { width: w0, height: h0, channels }, limitInputPixels: maxPixels }).resize({ width: w, withoutEnlargement: true });
    const variants = [];
    // One width at a time: the memory of a job stays that of one copy being encoded.
    for (const w of targets) {
      const [webp, avif] = await Promise.all([
        from(w).webp({ quality: 80 }).toBuffer({ resolveWithObject: true }),
        from(w).avif({ quality: 55, effort: 2 }).toBuffer(),
      ]);
      variants.push({ width: webp.info.width, height: webp.info.height, webp: webp.data, avif });
    }
    return { ok: true, width, height, variants };
  } catch (error) {
    return { ok: false, reason: /pixel limit/i.test(String(error?.message)) ? 'tooManyPixels' : 'unsupported' };
  }
}

process.on('message', async (message) => {
  const { id, bytes, maxPixels, widths } = message;
  const result = await encode(bytes, maxPixels, widths);
  process.send?.({ id, ...result });
});

// The server went away (or closed the channel to end this process): nothing more will come.
process.on('disconnect', () => process.exit(0));
