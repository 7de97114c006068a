// The Anthropic provider: the real @anthropic-ai/sdk, forced tool use with a JSON input
// schema generated from each job's zod schema, and the result parsed with that schema.
// Any failure (timeout, 429, 5xx, 529 overloaded, output that fails its schema) becomes an
// AiProviderError, which the runner answers with the local engine. Logs carry the job name
// and the reason, never the user's text.
import Anthropic from "@anthropic-ai/sdk";
import { z } from "zod";
import { JOB_NAMES, JOB_SCHEMAS, type AiProvider, type CallOptions, type JobInputs, type JobName, type JobOutputs } from "@/lib/ai/provider";
import { PROMPTS } from "@/lib/ai/prompts";
import { AiProviderError, classifyError } from "@/lib/ai/errors";
import { checkOutput } from "@/lib/ai/output-checks";
import { unescapeModelText } from "@/lib/ai/prompts/shared";

export type AnthropicOptions = {
  apiKey: string;
  model: string;
  baseURL?: string;
  timeoutMs: number;
  /** SDK retries for 429/5xx/529 before we fall back (default 1). */
  maxRetries?: number;
  /** Jobs answered with a streamed response (long outputs); the others use a single response. */
  streamJobs?: ReadonlySet<JobName>;
};

const DEFAULT_STREAM_JOBS: ReadonlySet<JobName> = new Set([
  "enhancePunctuation", "enhanceDocument", "generateTemplate", "analyzeBrainstorm", "processLecture", "processMeeting", "formatLegal",
]);

/** Fewer characters a token than English text's usual 4: a reservation must not fall short. */
const PROMPT_CHARS_PER_TOKEN = 3;

const toolName = (job: JobName) => `submit_${job.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`;

const inputSchemas = new Map<JobName, Anthropic.Messages.Tool.InputSchema>();
function inputSchemaFor(job: JobName): Anthropic.Messages.Tool.InputSchema {
  let schema = inputSchemas.get(job);
  if (!schema) {
    const json = z.toJSONSchema(JOB_SCHEMAS[job], { io: "input", unrepresentable: "any" }) as Record<string, unknown>;
    delete json.$schema;
    schema = json as Anthropic.Messages.Tool.InputSchema;
    inputSchemas.set(job, schema);
  }
  return schema;
}

/** All the tokens an answer was billed for. */
function tokensOf(usage: Anthropic.Messages.Usage | undefined): number {
  if (!usage) return 0;
  return usage.input_tokens + usage.output_tokens + (usage.cache_creation_input_tokens ?? 0) + (usage.cache_read_input_tokens ?? 0);
}

/** Every string in the answer with the prompt's entities (&lt; &gt; &amp;) turned back into characters. */
function unescapeStrings(value: unknown): unknown {
  if (typeof value === "string") return unescapeModelText(value);
  if (Array.isArray(value)) return value.map(unescapeStrings);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, unescapeStrings(v)]));
  return value;
}

/** The tool input, or JSON in a text block when a model answers in prose. */
function extractOutput(message: Anthropic.Messages.Message, name: string): unknown {
  for (const block of message.content) if (block.type === "tool_use" && block.name === name) return block.input;
  for (const block of message.content) {
    if (block.type !== "text") continue;
    const json = /\{[\s\S]*\}/.exec(block.text)?.[0];
    if (!json) continue;
    try {
      return JSON.parse(json);
    } catch {
      // fall through to the error below
    }
  }
  throw new AiProviderError("invalid_output", `no ${name} tool call in the response (stop_reason ${message.stop_reason})`);
}

export function createAnthropicProvider(options: AnthropicOptions): AiProvider {
  const client = new Anthropic({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs,
    maxRetries: options.maxRetries ?? 1,
  });
  const streamJobs = options.streamJobs ?? DEFAULT_STREAM_JOBS;

  async function call<J extends JobName>(job: J, input: JobInputs[J], callOptions: CallOptions = {}): Promise<JobOutputs[J]> {
    const name = toolName(job);
    // Our own deadline on top of the SDK's: a streamed answer must finish in time too.
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error("deadline")), options.timeoutMs);
    const onAbort = () => controller.abort(callOptions.signal?.reason);
    callOptions.signal?.addEventListener("abort", onAbort, { once: true });
    const params = requestFor(job, input);
    try {
      const message = streamJobs.has(job)
        ? await client.messages.stream(params, { signal: controller.signal }).finalMessage()
        : await client.messages.create(params, { signal: controller.signal });
      callOptions.onUsage?.(tokensOf(message.usage));
      if (message.stop_reason === "max_tokens") throw new AiProviderError("invalid_output", "the answer was cut off (max_tokens)");
      if (message.stop_reason === "refusal") throw new AiProviderError("refused", "the model declined");
      const parsed = JOB_SCHEMAS[job].safeParse(unescapeStrings(extractOutput(message, name)));
      if (!parsed.success) {
        const where = parsed.error.issues.slice(0, 3).map((i) => i.path.join(".") || "(root)").join(", ");
        throw new AiProviderError("invalid_output", `the answer does not match the ${job} schema at ${where}`);
      }
      return checkOutput(job, input, parsed.data);
    } catch (err) {
      throw classifyError(err, controller.signal.aborted && !callOptions.signal?.aborted);
    } finally {
      clearTimeout(timer);
      callOptions.signal?.removeEventListener("abort", onAbort);
    }
  }

  function requestFor<J extends JobName>(job: J, input: JobInputs[J]): Anthropic.Messages.MessageCreateParamsNonStreaming {
    const prompt = PROMPTS[job];
    const name = toolName(job);
    return {
      model: options.model,
      max_tokens: prompt.maxTokens(input),
      system: prompt.system,
      messages: [{ role: "user", content: prompt.user(input) }],
      tools: [{ name, description: prompt.description, input_schema: inputSchemaFor(job) }],
      tool_choice: { type: "tool", name, disable_parallel_tool_use: true },
    };
  }

  /** The most a call can be billed: its whole prompt (at a cautious 3 characters a token) plus max_tokens. */
  function estimateTokens(job: JobName, input: unknown): number {
    const params = requestFor(job, input as never);
    const promptChars = JSON.stringify([params.system, params.messages, params.tools]).length;
    return Math.ceil(promptChars / PROMPT_CHARS_PER_TOKEN) + params.max_tokens;
  }

  const provider = { engine: "anthropic" as const, estimateTokens } as Record<string, unknown>;
  for (const job of JOB_NAMES) provider[job] = (input: never, o?: CallOptions) => call(job, input, o);
  return provider as unknown as AiProvider;
}
