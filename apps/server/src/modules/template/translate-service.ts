import {
  ERROR_MESSAGES,
  TEMPLATE_CATEGORIES,
  TEMPLATE_TAG_GROUPS,
  type Locale,
  type TranslateResult,
} from '@slidecraft/contract';
import { listThemes } from '@slidecraft/deck';
import type { FastifyBaseLogger } from 'fastify';
import type { OutlineWriter } from '../../providers/llm/llm.js';
import { chineseConverters } from '../../text/chinese-script.js';
import type { TemplateCatalogue } from './template-catalogue.js';
import { categoryLabel, groupLabel, tagLabel } from './template-labels.js';
import { UI_LABELS } from '../ai/ui-labels.js';
import type { UsageRecorder } from '../ai/usage-ledger.js';

type Row = readonly [string, string, string];
const COLUMN: Record<Locale, 0 | 1 | 2> = { 'zh-CN': 0, 'zh-TW': 1, 'en-US': 2 };
/** How long the model may take for one request's labels before the table's answer stands. */
const MODEL_TIMEOUT_MS = 15_000;
const HAN = /\p{Script=Han}/u;

const normal = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * GET /api/ai/translate: labels into a language. First the offline table (the web app's texts,
 * the template centre's tags, the themes' names and the error catalogue, each in zh-CN, zh-TW
 * and en-US), then opencc between the two Chinese scripts; what is left goes to the model when
 * LLM_* is set (one call for all of them, a label a line), else comes back as sent and is listed
 * as untranslated.
 */
export class TranslateService {
  private table: Map<string, Row> | undefined;

  constructor(
    private readonly deps: {
      writer: OutlineWriter;
      catalogue: () => TemplateCatalogue;
      usage: UsageRecorder;
      log: FastifyBaseLogger;
    },
  ) {}

  /** Every known text, by each of its three forms (normalised). */
  private rows(): Map<string, Row> {
    if (this.table) return this.table;
    const rows: Row[] = [...UI_LABELS];
    const three = (label: (locale: Locale) => string): Row => [
      label('zh-CN'),
      label('zh-TW'),
      label('en-US'),
    ];
    for (const group of TEMPLATE_TAG_GROUPS) rows.push(three((l) => groupLabel(group, l)));
    for (const category of TEMPLATE_CATEGORIES) rows.push(three((l) => categoryLabel(category, l)));
    for (const tags of this.deps.catalogue().tagsInUse().values()) {
      for (const tag of tags) rows.push(three((l) => tagLabel(tag, l)));
    }
    for (const messages of Object.values(ERROR_MESSAGES)) {
      rows.push([messages['zh-CN'], messages['zh-TW'], messages['en-US']]);
    }
    const table = new Map<string, Row>();
    for (const row of rows) {
      for (const text of row) if (!table.has(normal(text))) table.set(normal(text), row);
    }
    this.table = table;
    return table;
  }

  /** The theme names (zh and en; zh-TW by opencc) once the converters are loaded. */
  private async themeRows(): Promise<void> {
    const table = this.rows();
    const { toTraditional } = await chineseConverters();
    for (const theme of listThemes()) {
      const row: Row = [theme.name.zh, toTraditional(theme.name.zh), theme.name.en];
      for (const text of row) if (!table.has(normal(text))) table.set(normal(text), row);
    }
  }

  async translate(
    items: Readonly<Record<string, string>>,
    to: Locale,
    user: { id: string } | undefined,
    signal: AbortSignal,
  ): Promise<TranslateResult> {
    await this.themeRows();
    const table = this.rows();
    const { toTraditional, toSimplified } = await chineseConverters();
    const out: Record<string, string> = {};
    const left: [string, string][] = [];
    for (const [key, label] of Object.entries(items)) {
      const row = table.get(normal(label));
      if (!label.trim()) out[key] = label;
      else if (row) out[key] = row[COLUMN[to]];
      else if (to === 'zh-TW' && HAN.test(label)) out[key] = toTraditional(label);
      else if (to === 'zh-CN' && HAN.test(label)) out[key] = toSimplified(label);
      else if (to === 'en-US' && !HAN.test(label)) out[key] = label;
      else left.push([key, label]);
    }
    let usedAI = false;
    const { writer } = this.deps;
    if (left.length > 0 && !writer.offline && user) {
      const answered = await this.askModel(writer, left, to, user.id, signal);
      for (const [i, [key]] of left.entries()) {
        const line = answered?.[i];
        if (line) {
          out[key] = line;
          usedAI = true;
        }
      }
    }
    const untranslated = left.filter(([key]) => out[key] === undefined).map(([key]) => key);
    for (const [key, label] of left) out[key] ??= label;
    return { items: out, to, usedAI, untranslated };
  }

  /** The labels, one a line, through the model's translate action; undefined when unusable. */
  private async askModel(
    writer: OutlineWriter,
    labels: readonly [string, string][],
    to: Locale,
    userId: string,
    job: AbortSignal,
  ): Promise<string[] | undefined> {
    const signal = AbortSignal.any([job, AbortSignal.timeout(MODEL_TIMEOUT_MS)]);
    const text = labels.map(([, label]) => label.replace(/\s+/g, ' ').trim()).join('\n');
    let answer = '';
    let usage = { promptTokens: 0, completionTokens: 0, model: writer.model };
    try {
      for await (const chunk of writer.streamEdit({
        action: 'translate',
        text,
        to,
        locale: to,
        signal,
        onUsage: (u) => (usage = u),
      })) {
        answer += chunk;
      }
      const lines = answer
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      // A model that merged or split lines cannot be matched to the keys: the table's answer stands.
      return lines.length === labels.length ? lines : undefined;
    } catch (err) {
      job.throwIfAborted();
      this.deps.log.warn({ err }, 'label translation fell back to the offline table');
      return undefined;
    } finally {
      await this.deps.usage
        .record({ userId, kind: 'edit', ...usage })
        .catch((err: unknown) => this.deps.log.error({ err }, 'translate usage not recorded'));
    }
  }
}
