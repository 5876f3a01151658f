import { UpstreamError } from '../upstream/errors.js';

/** The value, or null when the upstream says there is no such thing (nullable single-object fields). */
export async function nullWhenNotFound<T>(value: Promise<T>): Promise<T | null> {
  try {
    return await value;
  } catch (error) {
    if (error instanceof UpstreamError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}
