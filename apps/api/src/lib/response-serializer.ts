import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

// Answers are written by a serializer compiled once per response schema from the zod contract
// (docs/decisions/011-request-pipeline.md): zod → JSON Schema → fast-json-stringify, Fastify's own
// serializer. Parsing every answer with zod before writing it cost more CPU than the route itself.
// What stays: only the fields a schema names are ever written (an object is closed unless the contract
// says "any", as z.unknown() and z.record() do), so a password hash that reached a DTO by mistake is
// dropped, not sent. Outside production every answer is also checked against its zod schema and
// compared with what zod itself would have written, so a contract drift fails the tests loudly.

type JsonSchema = { [keyword: string]: unknown };
type Serialize = (data: unknown) => string;

const isObject = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `X | null` as zod writes it (`anyOf: [X, {type: 'null'}]`) becomes `type: [X's type, 'null']`, which
 * fast-json-stringify writes directly; an anyOf left as it is would be decided by running a validator on
 * every answer.
 */
function foldNullable(schema: JsonSchema): JsonSchema {
  const anyOf = schema.anyOf;
  if (!Array.isArray(anyOf) || anyOf.length !== 2) return schema;
  const nullIndex = anyOf.findIndex((branch) => isObject(branch) && branch.type === 'null' && Object.keys(branch).length === 1);
  const other = anyOf[1 - nullIndex];
  if (nullIndex < 0 || !isObject(other) || typeof other.type !== 'string' || other.anyOf || other.oneOf || other.$ref) return schema;
  const { anyOf: _anyOf, ...rest } = schema;
  // A nullable enum keeps null among its values: inside a union's branch the value is checked against them.
  return { ...rest, ...other, type: [other.type, 'null'], ...(Array.isArray(other.enum) ? { enum: [...other.enum, null] } : {}) };
}

/**
 * A union of objects told apart by a literal (a discriminated union: a listing's specifications, one
 * shape per kind) becomes one object with every branch's properties, the literal an enum. The writer then
 * writes the fields the value has, as for any object, instead of running a validator on every answer to
 * pick the branch; it still writes no field that no branch declares. Left as it is when two branches give
 * one property different schemas.
 */
function mergeObjectUnion(schema: JsonSchema): JsonSchema {
  const branches = schema.oneOf ?? schema.anyOf;
  if (!Array.isArray(branches) || branches.length < 2 || !branches.every((b) => isObject(b) && b.type === 'object' && isObject(b.properties))) return schema;
  const properties: JsonSchema = {};
  for (const branch of branches as JsonSchema[]) {
    for (const [name, child] of Object.entries(branch.properties as JsonSchema)) {
      const seen = properties[name];
      if (seen === undefined) properties[name] = child;
      else if (isObject(seen) && isObject(child) && 'const' in child && seen.type === child.type && ('const' in seen || Array.isArray(seen.enum))) {
        properties[name] = { type: child.type, enum: [...(Array.isArray(seen.enum) ? seen.enum : [seen.const]), child.const] };
      } else if (!isDeepStrictEqual(seen, child)) return schema;
    }
  }
  const required = (branches as JsonSchema[])
    .map((b) => (Array.isArray(b.required) ? (b.required as string[]) : []))
    .reduce((common, list) => common.filter((name) => list.includes(name)));
  const { oneOf: _oneOf, anyOf: _anyOf, ...rest } = schema;
  return { ...rest, type: 'object', properties, required };
}

/** Unions of objects merged, also as the non-null branch of a nullable one. */
function mergeUnions(schema: JsonSchema): JsonSchema {
  const merged = mergeObjectUnion(schema);
  return Array.isArray(merged.anyOf) ? { ...merged, anyOf: merged.anyOf.map((b) => (isObject(b) ? mergeObjectUnion(b) : b)) } : merged;
}

/**
 * Walks a generated schema: unions of objects merged, nullable unions folded, records keyed by an enum turned into properties.
 * `inUnion`: inside a branch of anyOf/oneOf, where a literal (`const`) is what tells the branches apart.
 */
function prepare(node: unknown, inUnion = false): unknown {
  if (Array.isArray(node)) return node.map((item) => prepare(item, inUnion));
  if (!isObject(node)) return node;
  const schema = foldNullable(mergeUnions(node));
  const out: JsonSchema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (keyword === 'properties' && isObject(value)) {
      out.properties = Object.fromEntries(Object.entries(value).map(([name, child]) => [name, prepare(child, inUnion)]));
    } else {
      out[keyword] = isObject(value) || Array.isArray(value) ? prepare(value, inUnion || keyword === 'anyOf' || keyword === 'oneOf') : value;
    }
  }
  // fast-json-stringify writes a `const` whatever the value is: a handler's wrong `status` would go out
  // as "success". Without it the value is written as given (and the check outside production refuses it).
  if (!inUnion && 'const' in out && typeof out.type === 'string') delete out.const;
  // A record keyed by an enum (governorates, currencies) names its keys: written as properties, so a key
  // outside the enum is dropped like any unknown field.
  const keys = isObject(out.propertyNames) ? out.propertyNames.enum : undefined;
  if (Array.isArray(keys) && isObject(out.additionalProperties)) {
    out.properties = Object.fromEntries(keys.map((key) => [String(key), out.additionalProperties]));
    out.additionalProperties = false;
  }
  delete out.propertyNames;
  // z.unknown() ({}) is "required" in the generated schema yet accepts undefined, which JSON leaves out.
  if (Array.isArray(out.required) && isObject(out.properties)) {
    const properties = out.properties;
    out.required = out.required.filter((name) => !isObject(properties[name]) || Object.keys(properties[name]).length > 0);
  }
  // fast-json-stringify writes only the declared properties of an object without additionalProperties;
  // `false` would add nothing but make a union's branch check refuse an answer that carries an extra field.
  if (out.additionalProperties === false) delete out.additionalProperties;
  return out;
}

/** The JSON Schema an answer is written by: draft-7 (what fast-json-stringify reads), the output side of the contract. */
export function responseJsonSchema(schema: z.ZodType): JsonSchema {
  // `unrepresentable: 'throw'`: a transform or a date in a response schema stops start-up rather than
  // turning into "anything goes" ({}), which would write every field it was given.
  const { $schema: _draft, ...json } = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw', cycles: 'throw', reused: 'inline' });
  return prepare(json) as JsonSchema;
}

const compiled = new WeakMap<z.ZodType, Serialize>();

/** The compiled writer of one response schema; shared by every route that answers with it. */
export function compileResponseSerializer(schema: z.ZodType): Serialize {
  let serialize = compiled.get(schema);
  if (!serialize) {
    serialize = fastJsonStringify(responseJsonSchema(schema) as unknown as Parameters<typeof fastJsonStringify>[0]) as Serialize;
    compiled.set(schema, serialize);
  }
  return serialize;
}

/**
 * Fastify's serializer compiler for zod response schemas. With `check` (development and tests), an
 * answer must also pass its schema (else ResponseSerializationError, a 500) and the compiled writer must
 * write what zod itself would have: the same JSON, field for field.
 */
export function responseSerializerCompiler(options: { check: boolean }): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    const serialize = compileResponseSerializer(schema);
    if (!options.check) return serialize;
    return (data) => {
      const encoded = z.safeEncode(schema, data);
      if (!encoded.success) throw new ResponseSerializationError(method, url, { cause: encoded.error });
      const written = serialize(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(JSON.stringify(encoded.data)))) {
        throw new Error(`${method} ${url}: the compiled serializer wrote ${written}, zod writes ${JSON.stringify(encoded.data)}`);
      }
      return written;
    };
  };
}
