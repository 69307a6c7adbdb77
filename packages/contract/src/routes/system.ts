import { HealthSchema, ReadinessSchema } from '../api/system.js';
import { defineRoute } from './route.js';

/** Health, readiness and metrics: what a load balancer and a scraper ask. */

export const health = defineRoute({
  method: 'GET',
  path: '/api/healthz',
  access: 'public',
  tags: ['system'],
  summary: 'Liveness and the active providers',
  response: HealthSchema,
  errors: [],
});

export const readiness = defineRoute({
  method: 'GET',
  path: '/api/readyz',
  access: 'public',
  tags: ['system'],
  summary:
    'Readiness: database, Redis (when configured) and the job queue answer (HTTP 503 with the same data and code 500 when one does not)',
  response: ReadinessSchema,
  errors: [500],
});

export const metrics = defineRoute({
  method: 'GET',
  path: '/api/metrics',
  access: 'public',
  answer: 'text',
  tags: ['system'],
  summary:
    'Prometheus metrics: with METRICS_TOKEN set, its Bearer (401 without); without it, direct loopback connections only (404 for others)',
  errors: [404],
});
