import type * as z from 'zod/mini';
import type { ErrorCodeValue } from '../errors.js';

/**
 * The route table's entry type (docs/architecture.md, "Adding a call"). Every call of the API is
 * one entry: the server registers it (validation, response serializer, OpenAPI, auth scope), the
 * web app calls it with the input and answer types inferred from it, and the OpenAPI document is
 * generated from it. A path is written here and nowhere else.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * Who may call it: 'public' anyone; 'user' a live session token (401 without one, 5101 for a
 * disabled account); 'optional' anyone, the account read when a valid token is sent; 'partner'
 * a partner's own credentials (SDK token or X-Channel-Auth, checked by the handler); 'key' a live
 * API key of the open API as the bearer (HTTP 401 for a missing, unknown or revoked one); 'dev'
 * the dev routes, registered only with the dev providers (never in production).
 */
export type Access = 'public' | 'user' | 'optional' | 'partner' | 'key' | 'dev';

/**
 * What the answer is: 'json' the envelope `{code, message, data}` with `response` as its data;
 * 'sse' server-sent events (`events` is each event's data); 'file' bytes (a download, a picture,
 * a script); 'page' an HTML page; 'redirect' a 302; 'text' a plain-text answer a provider asks
 * for (a payment notification's acknowledgement).
 */
export type AnswerKind = 'json' | 'sse' | 'file' | 'page' | 'redirect' | 'text';

type Schema = z.core.$ZodType;

/**
 * Another path of the same call (an alias the spec lists). `input` says where each of the
 * entry's fields arrives on this path when it is not where the entry reads it, e.g.
 * `{ id: 'params' }`: the entry's query field `id` is this path's parameter `:id`.
 */
export interface RouteAlias {
  readonly path: string;
  readonly method?: HttpMethod;
  readonly input?: Readonly<Record<string, 'params' | 'query' | 'body'>>;
}

/** A multipart upload: its file fields and the schema of its text fields. */
export interface MultipartShape {
  readonly files: readonly string[];
  readonly fields?: Schema;
  /** Also takes the text fields as a JSON body (a share link without a file, say). */
  readonly json?: boolean;
}

export interface RouteEntry {
  readonly method: HttpMethod;
  /** Fastify's syntax: `:name` a path parameter, `*` the rest of the path. */
  readonly path: string;
  readonly aliases?: readonly RouteAlias[];
  readonly access: Access;
  readonly tags: readonly string[];
  readonly summary: string;
  readonly params?: Schema;
  readonly query?: Schema;
  readonly body?: Schema;
  readonly multipart?: MultipartShape;
  readonly headers?: Schema;
  readonly answer?: AnswerKind;
  /** The envelope's data ('json'); absent when data is null. */
  readonly response?: Schema;
  /** The data of each stream event ('sse'). */
  readonly events?: Schema;
  /** The catalogue codes this call answers beyond 200, 401 and 5000. */
  readonly errors: readonly ErrorCodeValue[];
}

/** Declares a table entry; the literal types are kept, so inputs and answers are inferred. */
/*#__NO_SIDE_EFFECTS__*/
export function defineRoute<const R extends RouteEntry>(entry: R): R {
  return entry;
}

type In<S> = S extends Schema ? z.input<S> : undefined;
type Out<S> = S extends Schema ? z.output<S> : undefined;

type Field<K extends string, S> = [S] extends [undefined]
  ? { readonly [P in K]?: undefined }
  : undefined extends In<S>
    ? { readonly [P in K]?: In<S> }
    : Partial<In<S>> extends In<S>
      ? { readonly [P in K]?: In<S> }
      : { readonly [P in K]: In<S> };

/** What a caller sends: `{ params, query, body }`, each typed from the entry (absent when none). */
export type RouteInput<R extends RouteEntry> = Field<'params', R['params']> &
  Field<'query', R['query']> &
  (R extends { multipart: MultipartShape }
    ? { readonly body: FormDataLike }
    : Field<'body', R['body']>);

/** The browser's FormData, as far as the table needs to say it (the contract has no DOM types). */
export interface FormDataLike {
  append(name: string, value: never, fileName?: string): void;
  get(name: string): unknown;
}

/** The validated input a handler reads. */
export interface RouteRequest<R extends RouteEntry> {
  readonly params: Out<R['params']>;
  readonly query: Out<R['query']>;
  readonly body: Out<R['body']>;
}

/** The envelope's data of a 'json' entry (null when it declares none). */
export type RouteAnswer<R extends RouteEntry> = R['response'] extends Schema
  ? z.output<R['response']>
  : null;

/** What a handler returns for a 'json' entry (the schema's input side: the serializer's). */
export type RouteReturn<R extends RouteEntry> = R['response'] extends Schema
  ? z.input<R['response']>
  : null;

/** `:name` and `*` filled in, each value URI-encoded (`*` keeps its slashes). */
export function pathOf(
  path: string,
  params: Readonly<Record<string, string | number>> | undefined,
): string {
  if (!params) return path;
  return path
    .replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (whole, name: string) =>
      name in params ? encodeURIComponent(String(params[name])) : whole,
    )
    .replace(/\*$/, () =>
      '*' in params ? String(params['*']).split('/').map(encodeURIComponent).join('/') : '*',
    );
}

/** The path of an entry with its parameters and query: a link the browser follows as it is. */
export function linkTo(
  route: Pick<RouteEntry, 'path'>,
  input: {
    params?: Readonly<Record<string, string | number>>;
    query?: Readonly<Record<string, string | number | boolean | null | undefined>>;
  } = {},
): string {
  const path = pathOf(route.path, input.params);
  const qs = Object.entries(input.query ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return qs ? `${path}?${qs}` : path;
}

/** Every path an entry answers on: its own, then its aliases'. */
export function routePaths(route: RouteEntry): { method: HttpMethod; path: string }[] {
  return [
    { method: route.method, path: route.path },
    ...(route.aliases ?? []).map((alias) => ({
      method: alias.method ?? route.method,
      path: alias.path,
    })),
  ];
}

/** The prefix of every API path. */
export const API_PREFIX = '/api/';

/** The OpenAPI document's UI (and its JSON under it), generated from the registered entries. */
export const API_DOCS_PATH = '/api/docs';
