// The gateway logs little: start-up, shutdown, and faults staff cannot see (internal errors, Redis outages).

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

const silent: Logger = { info() {}, warn() {}, error() {} };

const console_: Logger = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
  error: (message, error) => console.error(message, error ?? ''),
};

export function createLogger(enabled: boolean): Logger {
  return enabled ? console_ : silent;
}
