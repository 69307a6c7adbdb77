import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { KeyValueStore } from '../../providers/kv/index.js';
import type { ChatModel } from '../../providers/llm/chat-model.js';
import type { OutlineWriter } from '../../providers/llm/llm.js';
import type { SearchProvider } from '../../providers/search/index.js';
import type { ContentModeration } from '../moderation/content-moderation.js';
import { SensitiveStreamGuard } from '../moderation/sensitive-filter.js';
import type { UserService } from '../user/user-service.js';
import { AiStreamRunner } from './ai-stream.js';
import type { CallLimits } from './call-meter.js';
import { AiLimitsService } from './limits.js';
import { PresetOutlines } from './preset-outlines.js';
import type { ProjectCounter } from './project-counter.js';
import { AiStreamSlots } from './stream-slots.js';
import { TOPIC_SEEDS } from './topic-seeds/index.js';
import { TopicService } from './topic-service.js';
import { UsageLedger } from './usage-ledger.js';
import { AiUsageRepo } from './usage-repo.js';
import { WebSearch } from './web-search.js';

export interface AiDomainNeeds {
  db: Db;
  kv: KeyValueStore;
  log: FastifyBaseLogger;
  /** The configured chat model; null in offline mode (no LLM_API_KEY). */
  chatModel: ChatModel | null;
  /** The model's outline writer, or the offline composer. */
  outlineWriter: OutlineWriter;
  /** The pause between offline chunks (0 in tests). */
  chunkDelayMs: number;
  /** LLM_TIMEOUT_MS: a stream's deadline is a little longer than the model's. */
  modelTimeoutMs: number;
  /** AI_MAX_STREAMS_PER_USER. */
  maxStreamsPerUser: number;
  /** AI_CALLS_PER_MINUTE / AI_CALLS_PER_DAY. */
  callLimits: CallLimits;
  /** The web search provider (null: off) and its settings. */
  search: { provider: SearchProvider | null; timeoutMs: number; results: number };
  moderation: ContentModeration;
  users: UserService;
  /** A user's active projects (the generation records' owner answers). */
  projects: ProjectCounter;
}

export interface AiDomain {
  /** The configured chat model; null in offline mode (no LLM_API_KEY). */
  chatModel: ChatModel | null;
  /** The model's outline writer, or the offline composer in offline mode. */
  outlineWriter: OutlineWriter;
  /** Token usage and AI points per user. */
  aiUsage: AiUsageRepo;
  /** The ledger's writer (group commit); settled before the database closes. */
  aiLedger: UsageLedger;
  /** Runs the AI streams: SSE framing, per-user concurrency cap, checks, usage records. */
  aiStreams: AiStreamRunner;
  /** AI points, project, page and frequency limits (5410-5427) and the 5401 check on input. */
  aiLimits: AiLimitsService;
  /** Curated home-box topics and their preset outlines (seeded at start). */
  topics: TopicService;
  /** Stored outlines of the suggested topics (GET /api/ai/chat/outline). */
  presetOutlines: PresetOutlines;
  /** Web search for outlines; `enabled` false when no provider is set. */
  webSearch: WebSearch;
}

/**
 * The AI calls: streams and their slots, the usage ledger, the limits every call is checked
 * against, topics (seeded on every start: an upsert by topic) and web search.
 */
export async function aiDomain(needs: AiDomainNeeds): Promise<AiDomain> {
  const { db, kv, log, moderation } = needs;
  const aiUsage = new AiUsageRepo(db);
  const aiLedger = new UsageLedger(aiUsage);
  // A stream may outlive the model's own deadline a little (usage record, last events), so the
  // model's timeout (5402 with its cause) always fires first; slots outlive any stream.
  const deadlineMs = needs.modelTimeoutMs + 10_000;
  const slots = new AiStreamSlots(kv, needs.maxStreamsPerUser, Math.ceil(deadlineMs / 1000) + 60);
  const aiStreams = new AiStreamRunner({
    slots,
    usage: aiLedger,
    deadlineMs,
    outputGuard: () => new SensitiveStreamGuard(),
    ...(moderation.enabled ? { outputCheck: (text) => moderation.check(text, 'output') } : {}),
  });
  const topics = new TopicService(db);
  await topics.seed(TOPIC_SEEDS);
  const aiLimits = new AiLimitsService({
    moderation,
    usage: aiUsage,
    ledger: aiLedger,
    onLedgerError: (err) => log.error({ err }, 'AI charge not written to the ledger'),
    users: needs.users,
    kv,
    projects: needs.projects,
    callLimits: needs.callLimits,
    modelName: needs.chatModel?.model ?? 'offline',
  });
  const { provider, ...searchSettings } = needs.search;
  return {
    chatModel: needs.chatModel,
    outlineWriter: needs.outlineWriter,
    aiUsage,
    aiLedger,
    aiStreams,
    aiLimits,
    topics,
    presetOutlines: new PresetOutlines(db, needs.chunkDelayMs),
    webSearch: new WebSearch(provider, searchSettings, log),
  };
}
