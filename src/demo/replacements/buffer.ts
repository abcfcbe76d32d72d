// 'buffer/' (not 'buffer'): the trailing slash names the npm package even where 'buffer' is Node's own module
// (Vitest in Node), so the tests exercise the very Buffer the browser bundle gets.
import { Buffer as PackageBuffer } from 'buffer/';

/**
 * The buffer package (6.0.3) predates Node's base64url encoding, which the server writes and reads (session ids,
 * tokens, password hashes, ETags). It is taught here, once, on the package's one Buffer class: every Buffer of the
 * demo bundle, the global one too when it is this class, then takes base64url in from, toString and isEncoding.
 * The package's base64 decoder already reads '-' and '_' and needs no padding, so decoding maps to it as it is.
 */
const isBase64url = (encoding: unknown) =>
  typeof encoding === 'string' && encoding.toLowerCase() === 'base64url';

const toBase64url = (base64: string) => base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

const TAUGHT = Symbol.for('demo.buffer.base64url');

function teachBase64url() {
  type Loose = (...args: unknown[]) => unknown;
  const statics = PackageBuffer as unknown as { from: Loose; isEncoding: Loose; [TAUGHT]?: true };
  if (statics[TAUGHT]) return;
  statics[TAUGHT] = true;
  const { from, isEncoding } = statics;
  const prototype = PackageBuffer.prototype as unknown as { toString: Loose };
  const { toString } = prototype;

  statics.from = function (value, encodingOrOffset, length) {
    const encoding = typeof value === 'string' && isBase64url(encodingOrOffset) ? 'base64' : encodingOrOffset;
    return from.call(this, value, encoding, length);
  };
  statics.isEncoding = function (encoding) {
    return isBase64url(encoding) || isEncoding.call(this, encoding);
  };
  prototype.toString = function (encoding, start, end) {
    if (!isBase64url(encoding)) return toString.call(this, encoding, start, end);
    return toBase64url(toString.call(this, 'base64', start, end) as string);
  };
}

teachBase64url();

export { PackageBuffer as Buffer };

/** The bytes as the Buffer Node would return (the package's, sharing their memory), typed as Node's. */
export function bufferOf(bytes: Uint8Array): Buffer {
  return PackageBuffer.from(
    bytes.buffer as ArrayBuffer,
    bytes.byteOffset,
    bytes.byteLength,
  ) as unknown as Buffer;
}
