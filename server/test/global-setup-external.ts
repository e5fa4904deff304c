import type { TestProject } from "vitest/node";
import { createTemplate, dropDatabase } from "./template";

/** The same API tests again on the PostgreSQL server named by TEST_DATABASE_URL. */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const template = `sipalu_template_${process.pid}`;
  await createTemplate(adminUrl, template);
  project.provide("databaseAdminUrl", adminUrl);
  project.provide("templateDatabase", template);
  return () => dropDatabase(adminUrl, template);
}
