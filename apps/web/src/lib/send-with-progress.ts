/** What the api-client hands over: the request fetch would have made. */
export interface ProgressRequestInit {
  method: string;
  headers: Headers;
  body: XMLHttpRequestBodyInit | undefined;
  signal: AbortSignal;
}

/** A status whose answer has no body; `new Response` refuses one for them. */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * fetch's contract over XMLHttpRequest, which alone reports how much of a body has been sent: resolves
 * to the answer as a `Response` (whatever its status), rejects with a TypeError when no answer came and
 * with an AbortError when the signal aborted. The api-client loads this module only for a call that
 * shows upload progress (a photo on a weak line), so the first screen's JavaScript does not carry it.
 */
export function sendWithProgress(url: string, init: ProgressRequestInit, onUploadProgress: (fraction: number) => void): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    const { signal } = init;
    const abortError = () => (signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'));
    if (signal.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const settle = () => signal.removeEventListener('abort', abort);
    xhr.open(init.method, url);
    init.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onUploadProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      settle();
      const body = NULL_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText;
      resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText, headers: parseHeaders(xhr.getAllResponseHeaders()) }));
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new TypeError('Network request failed'));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(abortError());
    });
    signal.addEventListener('abort', abort, { once: true });
    xhr.send(init.body ?? null);
  });
}
