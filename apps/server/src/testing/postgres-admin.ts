import pg from 'pg';

/** A short-lived client of the PostgreSQL server at `url`, for CREATE and DROP DATABASE. */
export async function withAdminClient<T>(
  url: string,
  use: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
