export declare const EMBED_ORIGINS_FILE: 'embed-origins.json';
export declare function parseEmbedOrigins(text: string | undefined): { origins: string[]; invalid: string[] };
export declare function invalidOriginsMessage(variable: string, invalid: readonly string[]): string;
export declare function readOriginsSetting(variable: string, text: string | undefined): string[];
export declare function embedOriginsJson(origins: readonly string[]): string;
export declare function readOriginsFile(path: string): string[];
