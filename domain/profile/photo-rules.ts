// Profile photos without zod, so the profile page can check a chosen file before it uploads.

/**
 * A profile photo: JPEG, PNG or WebP (told by its first bytes, as job photos), at most 2 MB. The
 * app sends it shrunk to at most PROFILE_PHOTO_SIDE pixels on its longer side, whole (never cropped);
 * the server keeps what it is sent within these limits.
 */
export const MAX_PROFILE_PHOTO_BYTES = 2 * 1024 * 1024;
export const PROFILE_PHOTO_TOO_LARGE = "Profile photo must be at most 2 MB";
/** The longer side the app shrinks a chosen photo to before uploading it (avatars show at most 96 px, twice that on sharp screens and more). */
export const PROFILE_PHOTO_SIDE = 512;
