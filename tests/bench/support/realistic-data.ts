// Data as a real account and a real database hold it, for the figures that depend on it: a
// signed-in page renders the reader's documents and week, and the query planner picks a plan by
// the size of each table. An empty account on empty tables flatters both.
//
// - The measured account: 20 documents of 80 to 3,000 words (made through the API, then dated
//   over the last two months; /editor/{id} opens the 3,000-word one), a week of dictation sessions (4 a day, made through the API, then
//   dated over the last 7 days) and three games played.
// - Everyone else (fillToRealisticSize): BENCH_BACKGROUND_USERS people (default 1,000) with the
//   same shape of data, written in bulk by SQL, then ANALYZE, so the tables hold 20,000 documents,
//   28,000 sessions and 3,000 game rows besides the measured account's.
import { Client } from "pg";
import { signUp, type BenchAccount } from "./app";

export const DOCUMENTS_PER_USER = 20;
export const SESSION_DAYS = 7;
export const SESSIONS_PER_DAY = 4;
const GAMES_PLAYED = ["spelling-bee", "vocabulary-builder", "sentence-builder"];
const DOCUMENT_TYPES = ["document", "letter", "report", "email", "creative", "resume"];

const PARAGRAPHS = [
  "Today I want to write about the reading group. We met on Tuesday and talked about the book, and everyone had something to say about the ending.",
  "The water cycle moves water between the sea, the air and the land. The sun warms the sea, water rises as vapour, and it falls again as rain.",
  "Dear Ms Patel, thank you for meeting me last week. I have attached the notes from our conversation and the dates that would suit us both.",
  "Our project is on time. The design is finished, the first tests passed, and we will show the results to the team at the end of the month.",
  "When I was small we spent every summer at my grandmother's house by the river. She grew tomatoes, told long stories and never let us go hungry.",
];

/** A document of about `words` words, in paragraphs, the way dictation leaves it. */
function documentText(words: number, seed: number): string {
  const out: string[] = [];
  let count = 0;
  for (let i = seed; count < words; i++) {
    const p = PARAGRAPHS[i % PARAGRAPHS.length];
    out.push(p);
    count += p.split(" ").length;
  }
  return out.join("\n\n");
}

export type RealisticAccount = BenchAccount & { documentIds: string[] };

async function post(origin: string, cookie: string, path: string, body: unknown): Promise<{ id: string }> {
  const res = await fetch(origin + path, {
    method: "POST",
    headers: { cookie, "content-type": "application/json", origin },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path} failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: string };
}

/** A new account with 20 documents, a week of dictation and a few games, all through the API. */
export async function createRealisticAccount(origin: string, databaseUrl: string): Promise<RealisticAccount> {
  const account = await signUp(origin);
  const documentIds: string[] = [];
  for (let i = 0; i < DOCUMENTS_PER_USER; i++) {
    const words = 80 + Math.round((2_920 * i) / (DOCUMENTS_PER_USER - 1));
    const doc = await post(origin, account.cookie, "/api/documents", {
      title: `${["Essay", "Letter", "Notes", "Report", "Story"][i % 5]} ${i + 1}: ${PARAGRAPHS[i % PARAGRAPHS.length].split(" ").slice(0, 4).join(" ")}`,
      content: documentText(words, i),
      type: DOCUMENT_TYPES[i % DOCUMENT_TYPES.length],
    });
    documentIds.push(doc.id);
  }
  const sessionIds: string[] = [];
  for (let i = 0; i < SESSION_DAYS * SESSIONS_PER_DAY; i++) {
    const session = await post(origin, account.cookie, "/api/voice/sessions", {
      durationSeconds: 60 + ((i * 97) % 840),
      words: 90 + ((i * 53) % 600),
      language: "en-US",
      documentId: documentIds[i % documentIds.length],
      accuracy: 0.82 + (i % 10) / 100,
    });
    sessionIds.push(session.id);
  }
  for (const [i, game] of GAMES_PLAYED.entries()) {
    await post(origin, account.cookie, `/api/games/${game}/progress`, { gameType: game, score: 40 + 10 * i, correct: true, streak: 3 });
  }
  // Spread over time as a real reader's are: sessions across the last week, documents across two months.
  await withClient(databaseUrl, async (c) => {
    await c.query(
      `UPDATE voice_sessions SET created_at = (now() AT TIME ZONE 'UTC') - make_interval(hours => (array_position($1::text[], id) - 1) * 6)
       WHERE id = ANY($1::text[])`,
      [sessionIds],
    );
    await c.query(
      `UPDATE documents SET updated_at = (now() AT TIME ZONE 'UTC') - make_interval(days => (array_position($1::text[], id) - 1) * 3),
                            created_at = (now() AT TIME ZONE 'UTC') - make_interval(days => (array_position($1::text[], id) - 1) * 3 + 2)
       WHERE id = ANY($1::text[])`,
      [documentIds],
    );
  });
  return { ...account, documentIds };
}

/** Other people's rows, so each table is the size a small deployment's would be; then ANALYZE. */
export async function fillToRealisticSize(databaseUrl: string, users = Number(process.env.BENCH_BACKGROUND_USERS ?? 1000)) {
  const text = documentText(120, 0);
  await withClient(databaseUrl, async (c) => {
    await c.query(
      `INSERT INTO users (id, email, first_name, created_at, updated_at)
       SELECT 'bench-bg-' || u, 'bench-bg-' || u || '@example.test', 'Reader', (now() AT TIME ZONE 'UTC') - interval '90 days', (now() AT TIME ZONE 'UTC')
       FROM generate_series(1, $1::int) u ON CONFLICT DO NOTHING`,
      [users],
    );
    await c.query(
      `INSERT INTO documents (id, user_id, title, content, type, version, created_at, updated_at)
       SELECT 'bench-bg-' || u || '-' || d, 'bench-bg-' || u, 'Document ' || d, $2, 'document', 1 + d % 7,
              (now() AT TIME ZONE 'UTC') - make_interval(days => d * 3 + 2), (now() AT TIME ZONE 'UTC') - make_interval(days => d * 3, hours => u % 24)
       FROM generate_series(1, $1::int) u, generate_series(1, $3::int) d ON CONFLICT DO NOTHING`,
      [users, text, DOCUMENTS_PER_USER],
    );
    await c.query(
      `INSERT INTO voice_sessions (id, user_id, document_id, duration, word_count, accuracy, created_at)
       SELECT 'bench-bg-' || u || '-s' || s, 'bench-bg-' || u, 'bench-bg-' || u || '-' || (1 + s % $3::int),
              60 + (s * 97) % 840, 90 + (s * 53) % 600, 0.9, (now() AT TIME ZONE 'UTC') - make_interval(hours => s * 6 + u % 6)
       FROM generate_series(1, $1::int) u, generate_series(1, $2::int) s ON CONFLICT DO NOTHING`,
      [users, SESSION_DAYS * SESSIONS_PER_DAY, DOCUMENTS_PER_USER],
    );
    await c.query(
      `INSERT INTO game_progress (id, user_id, game_type, score, best_score, last_played)
       SELECT 'bench-bg-' || u || '-' || g, 'bench-bg-' || u, g, 120, 80, (now() AT TIME ZONE 'UTC') - make_interval(days => u % 30)
       FROM generate_series(1, $1::int) u, unnest($2::text[]) g ON CONFLICT DO NOTHING`,
      [users, GAMES_PLAYED],
    );
    await c.query("ANALYZE");
  });
}

export async function withClient<T>(databaseUrl: string, run: (c: Client) => Promise<T>): Promise<T> {
  const c = new Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    return await run(c);
  } finally {
    await c.end();
  }
}
