/** Node flags for the API process (see node-flags.mjs). */
export declare const serverNodeFlags: readonly string[];
