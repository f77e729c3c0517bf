/**
 * Holds real answers against the OpenAPI document: status, content type, documented headers and body — JSON bodies
 * with Ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1), strictly: an object field the document does not list
 * fails too; binary media by their signatures. Used by src/openapi/contract.test.ts and the fuzz test.
 */
import zlib from 'node:zlib';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { expect } from 'vitest';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;

export interface Req {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Send only the headers, declaring a body of this length (the 413 is answered before a byte of it is read). */
  declaredLength?: number;
}
export interface Res {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: Buffer;
}

interface MediaType {
  schema?: Record<string, unknown>;
}
interface ResponseObject {
  description: string;
  headers?: Record<string, { schema?: Record<string, unknown> }>;
  content?: Record<string, MediaType>;
}
interface Operation {
  operationId: string;
  responses: Record<string, ResponseObject>;
}
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}
export interface DocumentedOperation {
  method: string;
  path: string;
  operation: Operation;
  pattern: RegExp;
}

function operationsOf(doc: OpenApiDocument): Map<string, DocumentedOperation> {
  const ops = new Map<string, DocumentedOperation>();
  for (const [p, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const pattern = new RegExp(`^${p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\w+\\\}/g, '[^/]+')}$`);
      ops.set(operation.operationId, { method: method.toUpperCase(), path: p, operation, pattern });
    }
  }
  return ops;
}

/** The schema as the document states it, plus: objects list every field they may have (test-side strictness). */
function strict(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(strict);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema))
    out[k] =
      k === 'properties' || k === 'patternProperties'
        ? Object.fromEntries(Object.entries(v as object).map(([name, s]) => [name, strict(s)]))
        : strict(v);
  if ('properties' in out && !('additionalProperties' in out)) out.additionalProperties = false;
  return out;
}

/** Magic bytes of the binary media the API sends. */
const SIGNATURES: Record<string, (body: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/gif': (b) => b.subarray(0, 6).toString('latin1') === 'GIF89a',
  'application/pdf': (b) => b.subarray(0, 5).toString('latin1') === '%PDF-',
};

export class ContractChecker {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  private readonly compiled = new Map<string, ValidateFunction>();
  readonly operations: Map<string, DocumentedOperation>;

  constructor(readonly doc: OpenApiDocument) {
    addFormats(this.ajv);
    this.operations = operationsOf(doc);
  }

  private validator(key: string, schema: Record<string, unknown>): ValidateFunction {
    let v = this.compiled.get(key);
    if (!v) this.compiled.set(key, (v = this.ajv.compile(strict(schema) as object)));
    return v;
  }

  /** The operation a request is for: the one of its method whose path template the URL fits, if any. */
  operationFor(method: string, url: string): string | undefined {
    const p = url.split('?')[0]!;
    // Dot segments are resolved before routing (`/1/../x.gif` is `/x.gif`): such a URL is not the path it spells.
    if (p.split('/').some((segment) => segment === '.' || segment === '..')) return undefined;
    const fitting = [...this.operations].filter(([, op]) => op.method === method && op.pattern.test(p));
    // Static paths win over templates, as in the router (/v4/docs/assets/x is not a tracking pixel).
    fitting.sort(([, a], [, b]) => (a.path.match(/\{/g)?.length ?? 0) - (b.path.match(/\{/g)?.length ?? 0));
    return fitting[0]?.[0];
  }

  /** Asserts that the answer is one the document describes for the operation and request. */
  check(operationId: string, req: Req, res: Res): void {
    const op = this.operations.get(operationId);
    expect(op, `${operationId} is in the document`).toBeDefined();
    const where = `${operationId} ${req.method ?? 'GET'} ${req.path} → ${res.status}`;
    expect(req.method ?? 'GET', where).toBe(op!.method);
    expect(req.path.split('?')[0], `${where}: the request path fits ${op!.path}`).toMatch(op!.pattern);
    const response = op!.operation.responses[String(res.status)];
    expect(
      response,
      `${where}: status documented (${Object.keys(op!.operation.responses).join(', ')})\n${res.body.toString().slice(0, 300)}`,
    ).toBeDefined();

    for (const [name, header] of Object.entries(response!.headers ?? {})) {
      const value = res.headers[name.toLowerCase()];
      expect(value, `${where}: documented header ${name}`).toBeDefined();
      if (header.schema) {
        const typed = header.schema.type === 'integer' && /^\d+$/.test(String(value)) ? Number(value) : value;
        const v = this.validator(`${operationId} ${res.status} header ${name}`, header.schema);
        expect(v(typed), `${where}: header ${name}=${value}: ${this.ajv.errorsText(v.errors)}`).toBe(true);
      }
    }

    if (!response!.content) {
      expect(res.body.length, `${where}: no body`).toBe(0);
      return;
    }
    const body = res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(res.body) : res.body;
    const mediaType = String(res.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim();
    const media = response!.content[mediaType];
    expect(
      media,
      `${where}: content type ${mediaType} documented (${Object.keys(response!.content).join(', ')})`,
    ).toBeDefined();
    expect(body.length, `${where}: a body`).toBeGreaterThan(0);
    if (mediaType === 'application/json') {
      const v = this.validator(`${operationId} ${res.status} ${mediaType}`, media!.schema ?? {});
      const json: unknown = JSON.parse(body.toString('utf8'));
      expect(
        v(json),
        `${where}: body fits the schema: ${this.ajv.errorsText(v.errors)}\n${JSON.stringify(json).slice(0, 500)}`,
      ).toBe(true);
    } else if (mediaType.startsWith('text/')) {
      expect(() => new TextDecoder('utf-8', { fatal: true }).decode(body), `${where}: UTF-8 text`).not.toThrow();
    } else {
      expect(SIGNATURES[mediaType], `${where}: a known signature for ${mediaType}`).toBeDefined();
      expect(SIGNATURES[mediaType]!(body), `${where}: the body is ${mediaType}`).toBe(true);
    }
  }
}
