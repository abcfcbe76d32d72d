import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export const SECRET_FILE_NAME = 'jwt-secret';

/**
 * The token signing secret: JWT_SECRET when set, else one generated at first start and kept in the
 * data directory (readable by the owner only), so every installation has its own.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, SECRET_FILE_NAME);
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}
