import { expect } from '@playwright/test';
import { E2E } from '../servers.js';

/** The parts of apps/server/test/llm-upstream.ts's script the e2e tests change. */
export interface Script {
  text?: string;
  chunkSize?: number;
  delayMs?: number;
  failAfter?: { chunks: number; how: 'error-event' | 'malformed' | 'cut' } | null;
  status?: number | null;
  replies?: { when: string; text: string }[];
}

export interface UpstreamRequest {
  model: string;
  messages: { role: string; content: string }[];
  aborted: boolean;
  completed: boolean;
}

/** The scripted upstream answers the following requests with this (defaults for the rest). */
export async function scriptUpstream(script: Script): Promise<void> {
  const res = await fetch(`${E2E.upstream}/__script`, {
    method: 'PUT',
    body: JSON.stringify(script),
  });
  expect(res.ok).toBe(true);
}

/** Every request the upstream got, oldest first. */
export async function upstreamRequests(): Promise<UpstreamRequest[]> {
  const res = await fetch(`${E2E.upstream}/__requests`);
  return (await res.json()) as UpstreamRequest[];
}

/** How many requests the upstream has had: `requestsMentioning` counts from such a mark. */
export async function upstreamMark(): Promise<number> {
  return (await upstreamRequests()).length;
}

/** The requests since `mark` whose messages mention `text` (a topic, a prompt's phrase). */
export async function requestsMentioning(text: string, mark: number): Promise<UpstreamRequest[]> {
  return (await upstreamRequests())
    .slice(mark)
    .filter((r) => r.messages.some((m) => m.content.includes(text)));
}

/** The first line of the page-fill prompt's system message (apps/server/prompts/page-fill.v1.md). */
export const PAGE_FILL_PROMPT = '你负责为演示文稿中的某一页撰写内容';
