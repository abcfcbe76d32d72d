import { inflateSync } from 'node:zlib';

// Windows-1252's bytes 0x80-0x9F (the rest is Latin-1); '\ufffd' where it has none.
const WIN_ANSI_80_9F = '€\ufffd‚ƒ„…†‡ˆ‰Š‹Œ\ufffdŽ\ufffd\ufffd‘’“”•–—˜™š›œ\ufffdžŸ';
const winAnsi = (bytes: Buffer) =>
  [...bytes]
    .map((byte) => (byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_80_9F[byte - 0x80]! : String.fromCharCode(byte)))
    .join('');

/** A content stream as written: Flate-compressed streams inflated, others as they are. */
function contentOf(data: Buffer): string {
  try {
    return inflateSync(data).toString('latin1');
  } catch {
    return data.toString('latin1');
  }
}

/**
 * The text a PDF made with pdfkit's standard fonts shows, one text run per line: every `[<hex> kerning
 * <hex>] TJ` and `<hex> Tj` of its content streams, decoded as Windows-1252. Enough for tests to read an
 * invoice; no general PDF parser.
 */
export function pdfText(pdf: Uint8Array): string {
  const bytes = Buffer.from(pdf);
  const source = bytes.toString('latin1');
  const runs: string[] = [];
  for (const match of source.matchAll(/(?<!end)stream\r?\n/g)) {
    const start = match.index + match[0].length;
    // The line break before `endstream` stays on: inflating stops at the end of the compressed data, and taking
    // off a '\r' there would cut the data whenever its own last byte is 13 (one PDF in 256 failed so).
    const end = source.indexOf('endstream', start);
    if (end < 0) continue;
    const content = contentOf(bytes.subarray(start, end));
    for (const [, array, single] of content.matchAll(
      /\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g,
    )) {
      const hexes =
        array !== undefined ? [...array.matchAll(/<([0-9a-fA-F]*)>/g)].map((piece) => piece[1]!) : [single!];
      runs.push(hexes.map((hex) => winAnsi(Buffer.from(hex, 'hex'))).join(''));
    }
  }
  return runs.join('\n');
}
