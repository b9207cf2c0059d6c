// What the scripts use of autocannon, which ships no types of its own (DefinitelyTyped's
// @types/autocannon would replace this file once it is a devDependency).
declare module 'autocannon' {
  import type { SecureContextOptions } from 'node:tls';

  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request) => Request;
  }

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    overallRate?: number;
    requests?: Request[];
    tlsOptions?: SecureContextOptions;
  }

  export interface Result {
    requests: { total: number; average: number };
    latency: { p50: number; p99: number };
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }

  function autocannon(options: Options): Promise<Result>;
  function autocannon(
    options: Options,
    callback: (error: Error | null, result: Result) => void,
  ): unknown;
  export default autocannon;
}
