import { z } from 'zod';

/** Images come from the app itself (generated art or uploads), never from another origin. */
export const isOwnImageUrl = (src: string) =>
  /^\/(?:images|uploads)\/[A-Za-z0-9/_.-]+$/.test(src) && !src.includes('..');

/** Longest image url kept (an upload's is far shorter). */
export const IMAGE_URL_MAX_LENGTH = 2048;

/** An optional image of the app's own (an upload or generated art), '' for none; any other value is `code`. */
export const ownImageUrlOrNone = (code: string) =>
  z
    .string({ error: code })
    .trim()
    .max(IMAGE_URL_MAX_LENGTH, code)
    .refine((url) => url === '' || isOwnImageUrl(url), code)
    .optional();
