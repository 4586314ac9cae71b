// Types of buildStamp.mjs (a plain Node script, so `npm start` needs no compile step).
export const STAMP_FILE: string;
export function clientInputs(root: string): string[];
export function clientFingerprint(root: string, env?: Record<string, string | undefined>): string;
export function needsBuild(outDir: string, fingerprint: string): boolean;
