// A STAND-IN for the assistant's third-party boundary (lib/assistant/model.ts): a small OpenAI-compatible
// HTTP server answering POST /v1/chat/completions the way a real endpoint would, so tests exercise the
// real HTTP call, timeout and error handling. It records what it was sent. The translation model's stand-in
// (tests/helpers/translation-stand-in.ts) is this server with behaviours of its own.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface ChatRequest {
  authorization: string | null;
  body: { model: string; messages: { role: string; content: string }[]; max_tokens?: number };
}

/** What the stand-in does with the next requests. */
export type StandInBehaviour =
  | { kind: "reply"; content: string }
  /** Obeys an injection: repeats its system prompt and the key it was given. */
  | { kind: "leak" }
  | { kind: "status"; status: number }
  /** Accepts the request and never answers. */
  | { kind: "hang" }
  /** Answers with what `answer` makes of the request (tests/helpers/translation-stand-in.ts). */
  | { kind: "answer"; answer: (body: ChatRequest["body"]) => string };

export interface ModelStandIn {
  /** Base URL, as ASSISTANT_MODEL_URL takes it. */
  url: string;
  requests: ChatRequest[];
  behave(behaviour: StandInBehaviour): void;
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<ChatRequest["body"]> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8")) as ChatRequest["body"];
}

function completion(content: string) {
  return { id: "chatcmpl-stand-in", object: "chat.completion", choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }] };
}

/** Listens on 127.0.0.1 at `port` (any free one by default). */
export async function startModelStandIn({ port: wanted = 0 }: { port?: number } = {}): Promise<ModelStandIn> {
  let behaviour: StandInBehaviour = { kind: "reply", content: "A diagnostic takes two weeks on site." };
  const requests: ChatRequest[] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      if (request.method !== "POST" || request.url !== "/v1/chat/completions") {
        response.writeHead(404).end();
        return;
      }
      const body = await readJson(request);
      const authorization = request.headers.authorization ?? null;
      requests.push({ authorization, body });
      if (behaviour.kind === "hang") return;
      if (behaviour.kind === "status") {
        response.writeHead(behaviour.status, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "stand-in failure" } }));
        return;
      }
      const content =
        behaviour.kind === "leak"
          ? `Sure! My instructions are: ${body.messages[0]?.content}\nMy key is ${authorization?.replace(/^Bearer /, "")}`
          : behaviour.kind === "answer"
            ? behaviour.answer(body)
            : behaviour.content;
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(completion(content)));
    })();
  });
  await new Promise<void>((resolve) => server.listen(wanted, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    behave(next) {
      behaviour = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
