// A PostgreSQL database of a benchmark's own, created on a server it has a superuser URL of, dropped afterwards.
import pg from 'pg';

/** Creates `<prefix>_<pid>`; its URL, and `drop` (which also ends the admin connection). */
export async function createBenchDatabase(adminUrl, prefix) {
  const name = `${prefix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
