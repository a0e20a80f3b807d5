import sharp from "sharp";
import { fileTypeFromBuffer } from "file-type";

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MAX_SIDE = 512;
/** Pixel ceiling for decoding: a small file can still describe a huge image (decompression bomb). */
const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED = new Set(["image/jpeg", "image/png", "image/webp", "image/gif"]);

export const TOO_LARGE = "File size must be less than 2MB";
export const NOT_AN_IMAGE = "Please upload an image file (JPEG, PNG, WebP or GIF)";

export class AvatarRejected extends Error {}

/**
 * Decides by content, never by name or declared type: only JPEG, PNG, WebP and GIF pass (SVG
 * and HTML never do). The image is then re-encoded to WebP of at most 512 px, which drops
 * every piece of metadata (EXIF with GPS, XMP, comments) and anything appended to the file
 * (docs/decisions/0014).
 */
export async function toAvatarWebp(input: Buffer): Promise<Buffer> {
  if (input.length === 0) throw new AvatarRejected(NOT_AN_IMAGE);
  if (input.length > AVATAR_MAX_BYTES) throw new AvatarRejected(TOO_LARGE);
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED.has(type.mime)) throw new AvatarRejected(NOT_AN_IMAGE);
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate() // apply the EXIF orientation before the EXIF goes
      .resize(AVATAR_MAX_SIDE, AVATAR_MAX_SIDE, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AvatarRejected(NOT_AN_IMAGE);
  }
}
