import fs from 'node:fs/promises';

/** The token signing secret: JWT_SECRET, else one made on the first start and kept in `file`, as the server does. */
export async function hostSecret(file: string, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = Buffer.from(crypto.getRandomValues(new Uint8Array(48))).toString('base64url');
  await fs.writeFile(file, secret, { mode: 0o600 });
  return secret;
}
