/** Why an upload failed, in words an admin can act on (the server's message when it sent one). */
export class UploadFailed extends Error {}

// docs/requirements/core-shop.md §7: a malformed answer has its own message.
export const INVALID_UPLOAD_RESPONSE = 'Invalid response format from upload endpoint';

const send = (file: File) => {
  const body = new FormData();
  body.append('image', file);
  return fetch('/api/upload', { method: 'POST', body, credentials: 'same-origin' });
};

/**
 * Sends one picture to `POST /api/upload` and returns the address of the stored picture. An
 * expired access cookie is refreshed once and the upload retried (docs/requirements/core-shop.md §4).
 */
export async function uploadImage(file: File, fallbackMessage: string): Promise<string> {
  let response: Response;
  try {
    response = await send(file);
    if (response.status === 401) {
      const refreshed = await fetch('/api/users/refresh', { method: 'POST', credentials: 'same-origin' });
      if (refreshed.ok) response = await send(file);
    }
  } catch {
    throw new UploadFailed(fallbackMessage);
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON: handled below.
  }
  const field = (name: string) => (body && typeof body === 'object' && name in body ? (body as Record<string, unknown>)[name] : undefined);
  if (!response.ok) {
    const message = field('message');
    throw new UploadFailed(typeof message === 'string' && message ? message : fallbackMessage);
  }
  const url = field('url');
  if (typeof url !== 'string' || !url.startsWith('/')) throw new UploadFailed(INVALID_UPLOAD_RESPONSE);
  return url;
}
