/** DATABASE_URL=postgres://… selects PostgreSQL; anything else means the embedded SQLite default. */
export const isPostgresUrl = (databaseUrl: string | undefined): boolean =>
  Boolean(databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl));
