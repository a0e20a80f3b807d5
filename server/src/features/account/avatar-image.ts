import type { Sharp, SharpOptions } from "sharp";
import { NoFreeSlot, WorkSlots } from "#server/core/work-slots";

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MAX_SIDE = 512;
/**
 * Pixel ceiling, read from the header BEFORE any decoding (issue #14 finding 11): a small file can
 * describe a huge image, and decoding costs CPU in proportion to pixels (6300 × 6300 took about a
 * second). 4096 × 4096 = 16.7 M admits every phone photo that fits in 2 MB (12 MP is
 * 4032 × 3024); the avatar is cut to 512 px anyway. decision 0050, "Round two: uploads".
 */
export const MAX_INPUT_PIXELS = 4096 * 4096;
const ACCEPTED = new Set(["image/jpeg", "image/png", "image/webp", "image/gif"]);

export const TOO_LARGE = "File size must be less than 2MB";
export const NOT_AN_IMAGE = "Please upload an image file (JPEG, PNG, WebP or GIF)";
export const TOO_MANY_PIXELS = "The image is too large: at most 16 megapixels (for example 4096 × 4096 pixels).";
export const BUSY = "Many photos are being processed right now. Please try again in a few seconds.";

/**
 * sharp (native libvips) and file-type load at the first upload, not at start-up: most
 * processes never convert an avatar (decision 0093, follow-up). Node caches the module, so
 * later uploads pay nothing more.
 */
async function sharpOf(input: Buffer, options?: SharpOptions): Promise<Sharp> {
  const { default: sharp } = await import("sharp");
  return sharp(input, options);
}

export class AvatarRejected extends Error {}
/** Every conversion slot and queue place is taken: the caller answers 503 with Retry-After. */
export class AvatarBusy extends Error {}

/**
 * At most two conversions decode at once (sharp works in libuv's thread pool: a storm of uploads
 * would otherwise take every thread, and with it file and DNS work); eight more wait their turn,
 * and beyond that an upload is refused for now.
 */
export const avatarSlots = new WorkSlots(2, 8);
/** Decodes begun since start: lets a test see that the header check refused a file before any decode. */
export const avatarDecodes = { started: 0 };

/**
 * Decides by content, never by name or declared type: only JPEG, PNG, WebP and GIF pass (SVG
 * and HTML never do). The image is then re-encoded to WebP of at most 512 px, which drops
 * every piece of metadata (EXIF with GPS, XMP, comments) and anything appended to the file
 * (docs/decisions/0014).
 */
export async function toAvatarWebp(input: Buffer): Promise<Buffer> {
  if (input.length === 0) throw new AvatarRejected(NOT_AN_IMAGE);
  if (input.length > AVATAR_MAX_BYTES) throw new AvatarRejected(TOO_LARGE);
  const { fileTypeFromBuffer } = await import("file-type");
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED.has(type.mime)) throw new AvatarRejected(NOT_AN_IMAGE);
  // The header only: width and height of the first frame (the only one converted).
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await (await sharpOf(input)).metadata());
  } catch {
    throw new AvatarRejected(NOT_AN_IMAGE);
  }
  if (!width || !height) throw new AvatarRejected(NOT_AN_IMAGE);
  if (width * height > MAX_INPUT_PIXELS) throw new AvatarRejected(TOO_MANY_PIXELS);
  try {
    return await avatarSlots.run(() => convert(input));
  } catch (err) {
    if (err instanceof NoFreeSlot) throw new AvatarBusy(BUSY);
    throw err;
  }
}

async function convert(input: Buffer): Promise<Buffer> {
  avatarDecodes.started++;
  try {
    // limitInputPixels again: the header read above and the decoder must agree, whatever the file claims.
    return await (await sharpOf(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }))
      .rotate() // apply the EXIF orientation before the EXIF goes
      .resize(AVATAR_MAX_SIDE, AVATAR_MAX_SIDE, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AvatarRejected(NOT_AN_IMAGE);
  }
}
