// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }
  export interface Result {
    url: string;
    connections: number;
    duration: number;
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
    '2xx': number;
  }
  export interface RequestSetup {
    path?: string;
    method?: string;
    headers?: Record<string, string>;
    [name: string]: unknown;
  }
  export interface RequestSpec {
    method?: string;
    path?: string;
    /** Called before each request of a connection; may change the request (its path among others). */
    setupRequest?: (request: RequestSetup, context: Record<string, unknown>) => RequestSetup;
  }
  export interface Options {
    url: string | string[];
    requests?: RequestSpec[];
    connections?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    headers?: Record<string, string>;
    method?: string;
    body?: string;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
