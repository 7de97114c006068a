// Minimal typings for the parts of `autocannon` (a bench-only dependency) that `npm run bench` uses.
declare module "autocannon" {
  type Context = Record<string, unknown>;
  export type RequestParams = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  export type Request = RequestParams & {
    setupRequest?: (req: RequestParams, context: Context) => RequestParams;
    onResponse?: (status: number, body: string, context: Context) => void;
  };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: Request[];
    initialContext?: Context;
    /** Called once per connection, when its client is made. */
    setupClient?: (client: Client) => void;
  };
  /** One connection's client. */
  export type Client = { setRequests: (requests: Request[]) => void };
  type Histogram = { average: number; mean: number; p50: number; p90: number; p99: number; max: number; total: number };
  export type Result = {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    statusCodeStats?: Record<string, { count: number }>;
  };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
