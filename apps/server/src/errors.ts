import type { MessageKey } from '@wellfit/contracts/messages';

export type MessageValues = Record<string, string | number>;

/**
 * The one error type (STYLE.md rule 4). `key` is a §8 catalogue key the client can switch on;
 * plugins/error-handler.ts turns it into the §7 envelope plus `key`, with `msg` translated
 * into the request's locale and HTTP status == code.
 */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly key: MessageKey,
    readonly status = 400,
    readonly values: MessageValues = {},
    options?: { cause?: unknown },
  ) {
    super(key, options);
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** A lookup that answers not found (404) as `missing` instead: page loaders render their own 404. */
export async function unlessNotFound<Value, Missing>(
  lookup: Promise<Value>,
  missing: Missing,
): Promise<Value | Missing> {
  try {
    return await lookup;
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return missing;
    throw error;
  }
}
