/**
 * Zod without its JIT: zod 4 compiles fast object parsers with `new Function`, after probing
 * whether eval is allowed. Under this app's Content-Security-Policy (no 'unsafe-eval') the probe
 * is blocked and reported as a violation even though zod falls back. `jitless` skips both.
 *
 * zod/mini (what the engine uses) has no JIT today; this keeps it so if a classic `zod` schema
 * is ever added. The probe runs when an object schema is built, so src/main.tsx evaluates this
 * module in its first stage, before any schema; `config` comes from zod/v4/core, the module
 * that owns the setting.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
