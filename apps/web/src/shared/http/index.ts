export { ApiError, isApiError, isAbortError } from './api-error';
export { call, routeKey, urlOf, type CallOptions } from './call';
export { api, request, withQuery, noData, type Parser, type RequestOptions } from './client';
export type { Quiet } from './failure';
export { fetchFile, type FetchedFile, type FetchFileOptions } from './file';
export { stream, type StreamProgress, type StreamResult, type StreamOptions } from './stream';
export { SseParser } from './sse-parser';
