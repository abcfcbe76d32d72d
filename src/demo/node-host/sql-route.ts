import type { DemoGateway } from '@/demo/worker/demo-gateway';

/** The API tests' look into the demo's database (server.sql()): only the Node host answers it, never the worker. */
export const SQL_PATH = '/__demo-host/sql';

export async function answerSql(gateway: DemoGateway, request: Request): Promise<Response> {
  const { query, params = [] } = (await request.json()) as { query: string; params?: unknown[] };
  try {
    return Response.json(await gateway.sql(query, params));
  } catch (error) {
    return Response.json(
      { message: error instanceof Error ? error.message : String(error) },
      { status: 400 },
    );
  }
}
