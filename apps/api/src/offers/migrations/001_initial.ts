import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

/** Portable DDL: the same statements run on SQLite and PostgreSQL ('double precision' has REAL affinity in SQLite). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('offers')
    .addColumn('job_id', 'integer', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('type_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('urlpart', 'text', (c) => c.notNull())
    .addColumn('title_de', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('area_id', 'integer', (c) => c.notNull())
    .addColumn('faculty_codes', 'text', (c) => c.notNull())
    .addColumn('target_groups', 'text', (c) => c.notNull())
    .addColumn('branch_id', 'integer', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('weeks', 'integer')
    .addColumn('start_date', 'text')
    .addColumn('number_pure', 'text')
    .addColumn('inhouse', 'integer', (c) => c.notNull())
    .addColumn('staff_responsibility_id', 'integer')
    .addColumn('workplace_type_id', 'integer')
    .addColumn('job_type_id', 'integer')
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('salary_min', 'double precision')
    .addColumn('salary_max', 'double precision')
    .addColumn('salary_period', 'text')
    .addColumn('salary_currency', 'text')
    .addColumn('language_id', 'integer', (c) => c.notNull())
    .addColumn('target_market_id', 'integer', (c) => c.notNull())
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('reference_number', 'text', (c) => c.notNull())
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .execute();
  // Large columns live beside the offers table, so that loading the index reads small rows only.
  await db.schema
    .createTable('offer_content')
    .addColumn('job_id', 'integer', (c) => c.primaryKey())
    .addColumn('texts_de', 'text', (c) => c.notNull())
    .addColumn('texts_en', 'text', (c) => c.notNull())
    .addColumn('contact', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('offer_terms')
    .addColumn('job_id', 'integer', (c) => c.primaryKey())
    .addColumn('terms', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('offers_status_order')
    .on('offers')
    .columns(['status', 'published_at', 'job_id'])
    .execute();

  for (const [table, column] of [
    ['offer_faculties', 'code'],
    ['offer_target_groups', 'target_group_id'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('job_id', 'integer', (c) => c.notNull())
      .addColumn(column, 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['job_id', column])
      .execute();
    await db.schema.createIndex(`${table}_value`).on(table).columns([column, 'job_id']).execute();
  }
  await db.schema
    .createTable('offer_tags')
    .addColumn('job_id', 'integer', (c) => c.notNull())
    .addColumn('tag', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('offer_tags_pk', ['job_id', 'tag'])
    .execute();
  await db.schema.createIndex('offer_tags_value').on('offer_tags').columns(['tag', 'job_id']).execute();

  await db.schema
    .createTable('branches')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('zip', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('fon', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lon', 'double precision', (c) => c.notNull())
    .execute();

  const localized = (t: CreateTableBuilder<string>) =>
    t
      .addColumn('name_de', 'text', (c) => c.notNull())
      .addColumn('name_en', 'text', (c) => c.notNull())
      .addColumn('name_fr', 'text', (c) => c.notNull())
      .addColumn('name_es', 'text', (c) => c.notNull());

  await localized(
    db.schema
      .createTable('areas')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('number', 'text', (c) => c.notNull().unique()),
  ).execute();
  await localized(
    db.schema
      .createTable('faculties')
      .addColumn('area_id', 'integer', (c) => c.notNull())
      .addColumn('id', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('faculties_pk', ['area_id', 'id']),
  ).execute();
  for (const table of ['target_groups', 'offer_types', 'staff_responsibilities', 'job_types', 'workplace_types']) {
    await localized(
      db.schema
        .createTable(table)
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('sort', 'integer', (c) => c.notNull()),
    ).execute();
  }
  await localized(
    db.schema
      .createTable('internal_careers')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('sort', 'integer', (c) => c.notNull()),
  ).execute();

  await db.schema
    .createTable('offer_views')
    .addColumn('job_id', 'integer', (c) => c.notNull())
    .addColumn('tracking', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('offer_views_pk', ['job_id', 'tracking', 'day'])
    .execute();

  await db.schema
    .createTable('meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into meta (key, value) values ('revision', 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'meta',
    'offer_views',
    'internal_careers',
    'workplace_types',
    'job_types',
    'staff_responsibilities',
    'offer_types',
    'target_groups',
    'faculties',
    'areas',
    'branches',
    'offer_tags',
    'offer_target_groups',
    'offer_faculties',
    'offer_terms',
    'offer_content',
    'offers',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
