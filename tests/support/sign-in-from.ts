// Signing in from a chosen loopback source address (127.0.0.2, 127.0.0.3...): on Linux the whole
// of 127.0.0.0/8 is this machine, so one test can be several clients that the app's front tells
// apart by their socket address, as it would tell apart people on different networks.
import http from "node:http";

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** One HTTP request to `origin` whose socket is bound to `localAddress`. */
export function requestFrom(
  origin: string,
  localAddress: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const url = new URL(path, origin);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: init.method ?? "GET", headers: init.headers, localAddress, agent: false },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (d: string) => (body += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    req.end(init.body);
  });
}

const cookiesOf = (a: Answer) => (a.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]);

/**
 * next-auth's credentials sign-in (CSRF token, then the callback) from `localAddress`. Answers
 * "ok" with a session, else next-auth's error code ("CredentialsSignin", "TooManyAttempts"...).
 * `headers` are sent as well: a client may write X-Forwarded-For, which the app must not believe.
 */
export async function signInFrom(
  origin: string,
  localAddress: string,
  account: { email: string; password: string },
  headers: Record<string, string> = {},
): Promise<string> {
  const csrf = await requestFrom(origin, localAddress, "/api/auth/csrf", { headers });
  const { csrfToken } = JSON.parse(csrf.body) as { csrfToken: string };
  const form = new URLSearchParams({ csrfToken, email: account.email, password: account.password, json: "true", callbackUrl: "/dashboard" });
  const res = await requestFrom(origin, localAddress, "/api/auth/callback/credentials", {
    method: "POST",
    headers: {
      ...headers,
      "content-type": "application/x-www-form-urlencoded",
      cookie: cookiesOf(csrf).join("; "),
      origin,
    },
    body: form.toString(),
  });
  if (cookiesOf(res).some((c) => /next-auth\.session-token=./.test(c))) return "ok";
  const location = res.headers.location ?? (res.body.startsWith("{") ? (JSON.parse(res.body) as { url?: string }).url : undefined);
  return (location && new URL(location, origin).searchParams.get("error")) || `status ${res.status}`;
}
