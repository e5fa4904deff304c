// Message limits and texts without zod, so pages can use them without downloading it
// (domain/messages/schemas.ts re-exports them next to its schemas).

export const MESSAGE_MAX_LENGTH = 2000;

export const THREAD_PAGE_SIZE = 50;

export const THREAD_MAX_PAGE_SIZE = 100;

export const MESSAGE_REQUIRED = "Please enter a message";

export const MESSAGE_TOO_LONG = `Message must be at most ${MESSAGE_MAX_LENGTH} characters`;
