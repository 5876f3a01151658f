// Sends a multipart form to the gateway's POST /upload/<name> (gateway/src/http/upload.ts) and reports
// progress while the bytes go up. XMLHttpRequest, because fetch cannot report upload progress. The
// session cookie goes with it (same origin); the CSRF header proves a page script sent it. Like every
// write, an upload carries the action's Idempotency-Key (useIdempotencyKey): a repeat of it is answered
// with the first upload's result and saves nothing twice.

export interface UploadAnswer<T> {
  /** HTTP status; 0 when the request never got an answer (network down). */
  status: number;
  ok: boolean;
  data: T | null;
  /** The error message to show when not ok. */
  message: string | null;
}

export function uploadFile<T>(
  name: string,
  form: FormData,
  options: {
    query?: Record<string, string>;
    onProgress?: (fraction: number) => void;
    /** The action's Idempotency-Key header: what useIdempotencyKey() returns for this upload. */
    headers: Record<string, string>;
  },
): Promise<UploadAnswer<T>> {
  const query = new URLSearchParams(options.query ?? {}).toString();
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/upload/${encodeURIComponent(name)}${query ? `?${query}` : ''}`);
    xhr.setRequestHeader('x-upload-csrf', '1');
    for (const [name, value] of Object.entries(options.headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as { status?: string; data?: unknown } | null;
      const ok = xhr.status >= 200 && xhr.status < 300 && body?.status === 'success';
      const message = ok
        ? null
        : ((body?.data as { message?: string } | undefined)?.message ??
          `The upload failed (HTTP ${xhr.status}).`);
      resolve({ status: xhr.status, ok, data: ok ? (body?.data as T) : null, message });
    };
    xhr.onerror = () =>
      resolve({
        status: 0,
        ok: false,
        data: null,
        message: 'The upload could not be sent: the connection failed.',
      });
    xhr.send(form);
  });
}
