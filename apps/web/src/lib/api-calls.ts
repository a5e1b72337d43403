/**
 * The types of the api client's calls (ADR 0013): one definition per call, read from `api-schema.d.ts`,
 * which is generated from the server's OpenAPI document. A call names its method and its path as the
 * server documents it (`/api/…/{uuid}`); the path's parameters, the query, the body and the answer are
 * the server's own types, so nothing is paired or typed by hand. Types only (no zod, no code): the
 * runtime is `api` in `./api-client.ts`, which re-exports these types, so a call file imports one module.
 *
 *   api.get('/api/organization/public/branch/view/{branch_uuid}', { path: { branch_uuid }, signal })
 *   api.post('/api/customer/customer/login/mobile', { body: { mobile_number, pin } })
 */

import type { RequestOptions } from './api-client';
import type { paths } from './api-schema';

export type ApiMethod = 'get' | 'post' | 'delete';

/** A documented operation: present on the path for that method. */
type Operation<M extends ApiMethod, P extends keyof paths> = Exclude<paths[P][M], undefined>;

/** The documented paths that answer `method`. */
export type ApiPath<M extends ApiMethod> = {
  [P in keyof paths]: [paths[P][M]] extends [never] ? never : paths[P][M] extends undefined ? never : P;
}[keyof paths];

type JsonContent<T> = T extends { content: { 'application/json': infer B } } ? B : never;

/** The JSON the call answers with (200). */
export type ResponseOf<M extends ApiMethod, P extends ApiPath<M>> =
  Operation<M, P> extends {
    responses: { 200: infer R };
  }
    ? JsonContent<R>
    : never;

/** The JSON body the call takes. */
export type BodyOf<M extends ApiMethod, P extends ApiPath<M>> =
  Operation<M, P> extends { requestBody?: infer B } ? JsonContent<Exclude<B, undefined>> : never;

/** The `{name}` segments of the path. */
export type PathParamsOf<M extends ApiMethod, P extends ApiPath<M>> =
  Operation<M, P> extends {
    parameters: { path?: infer Q };
  }
    ? Exclude<Q, undefined>
    : never;

/** The query string's parameters. */
export type QueryOf<M extends ApiMethod, P extends ApiPath<M>> =
  Operation<M, P> extends {
    parameters: { query?: infer Q };
  }
    ? Exclude<Q, undefined>
    : never;

/** An object with no required field: `Empty extends T` asks whether every field of T is optional. */
type Empty = Record<never, never>;

/** A part the call has is required (optional when every one of its fields is); a part it has not is absent. */
type Part<K extends string, T> = [T] extends [never]
  ? { [_ in K]?: never }
  : Empty extends T
    ? { [_ in K]?: T }
    : { [_ in K]: T };

export type CallOptions<M extends ApiMethod, P extends ApiPath<M>> = Part<'path', PathParamsOf<M, P>> &
  Part<'query', QueryOf<M, P>> &
  Part<'body', BodyOf<M, P>> &
  Pick<RequestOptions, 'signal' | 'merchantToken'>;

/** The options argument may be left out when nothing in it is required. */
type OptionsArg<M extends ApiMethod, P extends ApiPath<M>> =
  Empty extends CallOptions<M, P> ? [options?: CallOptions<M, P>] : [options: CallOptions<M, P>];

export type TypedApi = {
  get<P extends ApiPath<'get'>>(path: P, ...[options]: OptionsArg<'get', P>): Promise<ResponseOf<'get', P>>;
  post<P extends ApiPath<'post'>>(path: P, ...[options]: OptionsArg<'post', P>): Promise<ResponseOf<'post', P>>;
  delete<P extends ApiPath<'delete'>>(path: P, ...[options]: OptionsArg<'delete', P>): Promise<ResponseOf<'delete', P>>;
  /**
   * A multipart POST (a file upload). The OpenAPI document cannot describe the parts (the route reads
   * the stream itself), so the form is the caller's; the path and the answer are still the server's.
   */
  upload<P extends ApiPath<'post'>>(
    path: P,
    form: FormData,
    options?: Pick<RequestOptions, 'signal'> & Part<'path', PathParamsOf<'post', P>>,
  ): Promise<ResponseOf<'post', P>>;
};
