import { z, type ZodType } from 'zod';
import { errorBodySchema } from '../../contract/errors';
import type { Route } from './route';

const toSchema = (schema: ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' });

const honoPathToOpenApi = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** The OpenAPI document, generated from the same schemas that validate the requests. */
export function buildOpenApiDocument(routes: Route[], serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { definition } of routes) {
    const parameters: unknown[] = [];
    for (const [where, schema] of [
      ['path', definition.params],
      ['query', definition.query],
    ] as const) {
      if (!schema) continue;
      const json = toSchema(schema, 'input') as { properties?: Record<string, unknown>; required?: string[] };
      for (const [name, property] of Object.entries(json.properties ?? {})) {
        parameters.push({ name, in: where, required: where === 'path' || (json.required ?? []).includes(name), schema: property });
      }
    }
    const responses: Record<string, unknown> = {};
    for (const [status, schema] of Object.entries(definition.responses)) {
      responses[status] = schema
        ? { description: 'OK', content: { 'application/json': { schema: toSchema(schema, 'output') } } }
        : { description: Number(status) < 400 ? 'OK' : 'Error', content: Number(status) < 400 ? undefined : { 'application/json': { schema: toSchema(errorBodySchema, 'output') } } };
    }
    responses.default = { description: 'Error', content: { 'application/json': { schema: toSchema(errorBodySchema, 'output') } } };
    const path = honoPathToOpenApi(definition.path);
    paths[path] ??= {};
    paths[path][definition.method] = {
      summary: definition.summary,
      tags: [definition.tag],
      'x-access': definition.access,
      parameters,
      requestBody: definition.body
        ? { required: true, content: { 'application/json': { schema: toSchema(definition.body, 'input') } } }
        : undefined,
      responses,
    };
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Swiss Tee Times API', version: '1.0.0', description: 'Tee times at Swiss golf clubs, in CHF, Europe/Zurich wall-clock time.' },
    servers: [{ url: serverUrl }],
    paths,
  };
}

export const apiDocsHtml = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Swiss Tee Times API</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="docs"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/docs-init.js"></script>
</body></html>`;

export const apiDocsInitScript = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#docs' });`;
