import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';

type RouteSchema = Parameters<typeof zodSerializerCompiler>[0];
type Serialize = (data: unknown) => string;

/**
 * The JSON Schema of a route's response as it is sent (zod's output side), or null when zod
 * cannot say it in JSON Schema (transforms, dates, custom types): those routes keep zod.
 */
export function outputJsonSchema(schema: unknown): object | null {
  // $ZodType: the contract's schemas are zod/mini, the server's own classic zod.
  if (!(schema instanceof $ZodType)) return null;
  try {
    return z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
      cycles: 'ref',
    });
  } catch {
    return null;
  }
}

/**
 * Response serializer compiler: each route's zod response schema, turned into JSON Schema, is
 * compiled by fast-json-stringify (Fastify's own serializer) the first time the route answers.
 * It writes only the properties the schema declares, as zod's output does (a field the schema
 * leaves out, a password hash say, never reaches a client), without parsing every response
 * with zod first: that parse was a tenth of an authenticated call's time. The handlers' return
 * types are checked against the same schemas at compile time. Schemas JSON Schema cannot say
 * keep fastify-type-provider-zod's serializer.
 */
export function responseSerializerCompiler(route: RouteSchema): Serialize {
  let serialize: Serialize | undefined;
  return (data) => {
    if (!serialize) {
      const json = outputJsonSchema(route.schema);
      serialize = json ? fastJson(json) : zodSerializerCompiler(route);
    }
    return serialize(data);
  };
}
