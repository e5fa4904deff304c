// Profile limits without zod, so pages can use them without downloading it
// (domain/users.ts re-exports them next to its schemas).

export const BIO_MAX = 1000;

export const SKILLS_MAX = 10;
