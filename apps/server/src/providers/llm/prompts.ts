import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChatMessage } from './chat-model.js';

/**
 * The prompt files in use, by purpose. A prompt is changed by adding its next version
 * (`outline.v2.md`) and pointing the entry here at it, so that every model answer can be traced
 * to the exact text that asked for it and an old version stays at hand for comparison.
 */
export const PROMPT_FILES = {
  outline: 'outline.v2.md',
  sectionList: 'section-list.v1.md',
  pageFill: 'page-fill.v1.md',
  chatImport: 'chat-import.v1.md',
  chatOutline: 'chat-outline.v1.md',
  chat: 'chat.v1.md',
  edit: 'edit.v1.md',
} as const;
export type PromptName = keyof typeof PROMPT_FILES;

/**
 * apps/server/prompts: the same relative path from src/providers/llm (tests, dev) and from
 * dist/providers/llm (npm start), so the files ship with the server as they are.
 */
export const PROMPTS_DIR = fileURLToPath(new URL('../../../prompts/', import.meta.url));

const VARIABLE = /\{\{\s*([a-z_]+)\s*\}\}/g;
const INCLUDE = /\{\{\s*include:([\w.-]+\.md)\s*\}\}/g;
const SECTION = /<!--\s*(system|user)\s*-->/g;
const COMMENT = /<!--[\s\S]*?-->/g;

interface PromptTemplate {
  system: string;
  user: string;
  /** Every {{variable}} the two parts use. */
  variables: ReadonlySet<string>;
}

/**
 * Splits a prompt file into its system and user parts. A file is Markdown: an optional comment
 * describing it, then `<!-- system -->` and `<!-- user -->` each followed by its text;
 * `{{include:file.md}}` pastes a shared fragment (read by `read`, without its comments).
 */
export function parsePrompt(text: string, read: (file: string) => string): PromptTemplate {
  const expanded = text.replace(INCLUDE, (_m, file: string) =>
    read(file).replace(COMMENT, '').trim(),
  );
  const parts: Partial<Record<'system' | 'user', string>> = {};
  const markers = [...expanded.matchAll(SECTION)];
  markers.forEach((marker, i) => {
    const start = marker.index + marker[0].length;
    const end = markers[i + 1]?.index ?? expanded.length;
    parts[marker[1] as 'system' | 'user'] = expanded.slice(start, end);
  });
  if (parts.system === undefined || parts.user === undefined) {
    throw new Error('a prompt needs a <!-- system --> and a <!-- user --> part');
  }
  const variables = new Set(
    [...`${parts.system}${parts.user}`.matchAll(VARIABLE)].map((m) => m[1]!),
  );
  return { system: parts.system, user: parts.user, variables };
}

/**
 * Replaces every {{name}} in one pass (a value that itself contains `{{x}}`, such as a user's
 * text, is never expanded again), then drops the blank lines an empty value leaves behind.
 */
export function fillPrompt(template: string, vars: Readonly<Record<string, string>>): string {
  return template
    .replace(VARIABLE, (_m, name: string) => {
      const value = vars[name];
      if (value === undefined) throw new Error(`prompt variable ${name} has no value`);
      return value;
    })
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The prompts, read once at start; `render` gives the messages of one call. */
export class PromptLibrary {
  private constructor(private readonly templates: Record<PromptName, PromptTemplate>) {}

  /** Reads every prompt of PROMPT_FILES (synchronously: once, while the app is built). */
  static load(dir: string = PROMPTS_DIR): PromptLibrary {
    const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');
    const templates = Object.fromEntries(
      Object.entries(PROMPT_FILES).map(([name, file]) => {
        try {
          return [name, parsePrompt(read(file), read)];
        } catch (err) {
          throw new Error(`prompt ${file}: ${(err as Error).message}`, { cause: err });
        }
      }),
    ) as Record<PromptName, PromptTemplate>;
    return new PromptLibrary(templates);
  }

  /** The variables a prompt expects. */
  variables(name: PromptName): string[] {
    return [...this.templates[name].variables].sort();
  }

  /** A system and a user message; throws when a variable of the prompt has no value. */
  render(name: PromptName, vars: Readonly<Record<string, string>>): ChatMessage[] {
    const template = this.templates[name];
    return [
      { role: 'system', content: fillPrompt(template.system, vars) },
      { role: 'user', content: fillPrompt(template.user, vars) },
    ];
  }
}
