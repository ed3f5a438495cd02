import type { TestProject } from 'vitest/node';
import { migratePostgresTemplate } from './database-template';
import { createDatabase, startPostgres } from './postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    /** A migrated database on it, which each test server's database is created from. */
    postgresTemplate: string;
  }
}

/** One PostgreSQL server for the run; each test server gets its own database on it, a copy of a migrated one. */
export default async function setup(project: TestProject) {
  const postgres = process.env.TEST_DATABASE_URL ? null : await startPostgres();
  const serverUrl = process.env.TEST_DATABASE_URL ?? postgres!.url;
  const templateName = `test_template_${process.pid}`;
  const template = await createDatabase(serverUrl, templateName);
  await migratePostgresTemplate(template.url);
  project.provide('postgresUrl', serverUrl);
  project.provide('postgresTemplate', templateName);
  return async () => {
    await template.drop();
    await postgres?.stop();
  };
}
