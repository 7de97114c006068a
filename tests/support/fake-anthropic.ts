// A small fake of Anthropic's Messages API (POST /v1/messages) on 127.0.0.1, so the real SDK
// can be tested through `baseURL`. Each test scripts what the next requests get: a tool call
// (streamed as SSE when the request asks for a stream), text, malformed output, a body that is
// not JSON at all (a proxy's HTML error page with status 200), an error status (529
// overloaded, 429, 500) or a slow answer.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type Behaviour =
  | { kind: "tool"; input: unknown; name?: string; /** tokens the answer reports it used (default 17) */ outputTokens?: number }
  | { kind: "text"; text: string }
  | { kind: "malformed-json" }
  | { kind: "not-json" }
  | { kind: "status"; status: number; type?: string; retryAfter?: number }
  | { kind: "slow"; delayMs: number; then?: Behaviour }
  | { kind: "hang" };

export type RecordedRequest = {
  headers: IncomingMessage["headers"];
  body: {
    model: string;
    max_tokens: number;
    stream?: boolean;
    system?: string;
    messages: Array<{ role: string; content: unknown }>;
    tools?: Array<{ name: string; input_schema: unknown; description?: string }>;
    tool_choice?: { type: string; name?: string };
  };
};

export type FakeAnthropic = {
  baseURL: string;
  requests: RecordedRequest[];
  /** Decides the answer to each request (default: echo a valid tool call is up to the test). */
  respond: (handler: (req: RecordedRequest) => Behaviour) => void;
  close: () => Promise<void>;
};

function toolNameOf(req: RecordedRequest): string {
  return req.body.tool_choice?.name ?? req.body.tools?.[0]?.name ?? "tool";
}

function message(req: RecordedRequest, content: unknown[], stopReason: string, outputTokens = 17) {
  return {
    id: `msg_fake_${Date.now()}`,
    type: "message",
    role: "assistant",
    model: req.body.model,
    content,
    stop_reason: stopReason,
    stop_sequence: null,
    usage: { input_tokens: 42, output_tokens: outputTokens, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
  };
}

function sse(res: ServerResponse, event: string, data: unknown) {
  res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

function sendError(res: ServerResponse, status: number, type = "api_error", retryAfter?: number) {
  const headers: Record<string, string> = { "content-type": "application/json", "request-id": "req_fake" };
  if (retryAfter !== undefined) headers["retry-after"] = String(retryAfter);
  res.writeHead(status, headers);
  res.end(JSON.stringify({ type: "error", error: { type, message: `fake ${type}` } }));
}

function streamTool(res: ServerResponse, req: RecordedRequest, name: string, json: string, outputTokens = 17) {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", "request-id": "req_fake" });
  const start = message(req, [], "");
  sse(res, "message_start", { type: "message_start", message: { ...start, stop_reason: null } });
  sse(res, "content_block_start", { type: "content_block_start", index: 0, content_block: { type: "tool_use", id: "toolu_fake", name, input: {} } });
  // Send the JSON in small pieces, the way the API streams tool input.
  for (let i = 0; i < json.length; i += 40) {
    sse(res, "content_block_delta", { type: "content_block_delta", index: 0, delta: { type: "input_json_delta", partial_json: json.slice(i, i + 40) } });
  }
  sse(res, "content_block_stop", { type: "content_block_stop", index: 0 });
  sse(res, "message_delta", { type: "message_delta", delta: { stop_reason: "tool_use", stop_sequence: null }, usage: { output_tokens: outputTokens } });
  sse(res, "message_stop", { type: "message_stop" });
  res.end();
}

function streamText(res: ServerResponse, req: RecordedRequest, text: string) {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  sse(res, "message_start", { type: "message_start", message: { ...message(req, [], ""), stop_reason: null } });
  sse(res, "content_block_start", { type: "content_block_start", index: 0, content_block: { type: "text", text: "" } });
  sse(res, "content_block_delta", { type: "content_block_delta", index: 0, delta: { type: "text_delta", text } });
  sse(res, "content_block_stop", { type: "content_block_stop", index: 0 });
  sse(res, "message_delta", { type: "message_delta", delta: { stop_reason: "end_turn", stop_sequence: null }, usage: { output_tokens: 5 } });
  sse(res, "message_stop", { type: "message_stop" });
  res.end();
}

async function answer(res: ServerResponse, req: RecordedRequest, behaviour: Behaviour, closed: () => boolean): Promise<void> {
  const streaming = req.body.stream === true;
  switch (behaviour.kind) {
    case "tool": {
      const name = behaviour.name ?? toolNameOf(req);
      if (streaming) return streamTool(res, req, name, JSON.stringify(behaviour.input), behaviour.outputTokens);
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(message(req, [{ type: "tool_use", id: "toolu_fake", name, input: behaviour.input }], "tool_use", behaviour.outputTokens)));
      return;
    }
    case "text":
      if (streaming) return streamText(res, req, behaviour.text);
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(message(req, [{ type: "text", text: behaviour.text }], "end_turn")));
      return;
    case "malformed-json":
      // A tool call whose streamed JSON is cut off / not JSON at all.
      if (streaming) return streamTool(res, req, toolNameOf(req), '{"enhancedText": "unterminated');
      res.writeHead(200, { "content-type": "application/json" });
      res.end('{"id":"msg_fake","type":"message","content":[{"type":"tool_use"');
      return;
    case "not-json":
      // What a misbehaving gateway in between sends: 200, but an HTML page instead of a message.
      res.writeHead(200, { "content-type": streaming ? "text/event-stream" : "application/json" });
      res.end("<html><body><h1>502 Bad Gateway</h1></body></html>\n");
      return;
    case "status":
      return sendError(res, behaviour.status, behaviour.type ?? (behaviour.status === 529 ? "overloaded_error" : behaviour.status === 429 ? "rate_limit_error" : "api_error"), behaviour.retryAfter);
    case "slow":
      await new Promise((r) => setTimeout(r, behaviour.delayMs));
      if (closed()) return;
      return answer(res, req, behaviour.then ?? { kind: "text", text: "late" }, closed);
    case "hang":
      return; // never answers; the client's deadline must fire
  }
}

export async function startFakeAnthropic(): Promise<FakeAnthropic> {
  let handler: (req: RecordedRequest) => Behaviour = () => ({ kind: "status", status: 500 });
  const requests: RecordedRequest[] = [];
  const open = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (req.method !== "POST" || !req.url?.startsWith("/v1/messages")) return sendError(res, 404, "not_found_error");
      let body: RecordedRequest["body"];
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        return sendError(res, 400, "invalid_request_error");
      }
      const recorded: RecordedRequest = { headers: req.headers, body };
      requests.push(recorded);
      open.add(res);
      let isClosed = false;
      res.on("close", () => {
        isClosed = true;
        open.delete(res);
      });
      void answer(res, recorded, handler(recorded), () => isClosed);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    requests,
    respond: (h) => {
      handler = h;
    },
    close: async () => {
      for (const res of open) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * For a Jest suite: one fake for all its tests, started before and closed after them (then
 * `teardown`, e.g. closing the database). Read `.current` inside tests.
 */
export function fakeAnthropicForSuite(teardown: () => Promise<void> = async () => {}): { current: FakeAnthropic } {
  const ref = {} as { current: FakeAnthropic };
  beforeAll(async () => {
    ref.current = await startFakeAnthropic();
  });
  afterAll(async () => {
    await ref.current?.close();
    await teardown();
  });
  return ref;
}
