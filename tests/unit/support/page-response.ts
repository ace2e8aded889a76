// A stand-in for http.ServerResponse for the page copies' tests (server/page-cache.mjs): records what
// is written and what a copy serves.

export type ResponseHeaders = Record<string, string | string[]>;

export function pageRequest(url: string, headers: ResponseHeaders = {}, method = 'GET') {
  return { url, method, headers } as never;
}

export function pageResponse() {
  const headers: ResponseHeaders = {};
  const out = { status: 0, body: '', served: [] as [string, string][] };
  const res = {
    statusCode: 200,
    setHeader: (name: string, value: string | string[]) => void (headers[name.toLowerCase()] = value),
    getHeader: (name: string) => headers[name.toLowerCase()],
    getHeaders: () => ({ ...headers }),
    write: (chunk: string | Buffer) => void (out.body += chunk.toString()),
    end: (chunk?: string | Buffer) => void (out.body += chunk ? chunk.toString() : ''),
    writeHead: (status: number, list: [string, string][]) => {
      out.status = status;
      out.served = list;
    },
  };
  return { res, out };
}
