/** Images come from the app itself (generated art or uploads), never from another origin. */
export const isOwnImageUrl = (src: string) =>
  /^\/(?:images|uploads)\/[A-Za-z0-9/_.-]+$/.test(src) && !src.includes('..');
