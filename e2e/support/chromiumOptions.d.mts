// Types for chromiumOptions.mjs, which the e2e support imports.
export function chromiumOptions(): { executablePath: string; args: string[] };
