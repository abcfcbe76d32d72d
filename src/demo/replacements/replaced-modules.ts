/**
 * The modules the demo build swaps for browser equivalents. `replaces` is a Node builtin or package the server's
 * code imports, or the project-relative path of a server module (the server imports those by relative and `@/`
 * paths alike: match the resolved file); `with` the project-relative replacement or a package; `why` one sentence
 * for the README. `browserOnly`: the Node host of the demo's API tests keeps the original (it needs browser APIs).
 */
export const replacedModules: { replaces: string; with: string; why: string; browserOnly?: true }[] = [
  {
    replaces: 'node:crypto',
    with: 'src/demo/replacements/node-crypto.ts',
    why: 'Randomness comes from Web Crypto and SHA-1/SHA-256 from @noble/hashes (createHash stays synchronous), and createSecretKey hands jose the secret as bytes, since browsers have no KeyObject.',
  },
  {
    replaces: 'node:path',
    with: 'pathe',
    why: 'Paths (the settings resolve DATA_DIR) are worked out by pathe, the same POSIX rules in plain JavaScript.',
  },
  {
    replaces: 'nodemailer',
    with: 'src/demo/replacements/nodemailer.ts',
    why: 'There is no SMTP in the demo: account mails go to the in-app inbox, as on a server without SMTP_URL.',
  },
  {
    replaces: 'node:stream/promises',
    with: 'src/demo/replacements/node-stream-promises.ts',
    why: 'A service worker has no Node request whose refused body must be drained, so `finished` resolves at once.',
  },
  {
    replaces: 'src/server/auth/hashing-thread.ts',
    with: 'src/demo/replacements/hashing-thread.ts',
    why: 'scrypt runs in JavaScript (@noble/hashes, yielding to the event loop) instead of a Node worker thread, deriving the same keys byte for byte.',
  },
  {
    replaces: 'src/server/areas/system/images/raster-image.ts',
    with: 'src/demo/replacements/raster-image.ts',
    why: 'A service worker cannot rasterise SVG, so every AVIF, WebP or JPEG variant of a generated image is the SVG itself, sized to the variant.',
  },
  {
    replaces: 'src/server/areas/uploads/image-encoding.ts',
    with: 'src/demo/replacements/image-encoding.ts',
    why: 'Uploaded images are decoded, bounded and re-encoded with createImageBitmap and OffscreenCanvas instead of sharp, and GIFs and animated WebPs are kept as uploaded.',
    browserOnly: true,
  },
  {
    replaces: 'src/server/areas/system/docs-routes.ts',
    with: 'src/demo/replacements/docs-routes.ts',
    why: "The API reference page needs swagger-ui's files from disk, so /api/docs answers 404 while /api/openapi.json is served as ever.",
  },
];
