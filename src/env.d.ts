/** Build-time settings (Vite env, `VITE_*` only; read at build time, see docs/embedding.md). */
interface ImportMetaEnv {
  /** Comma-separated origins allowed to drive an embedded planner; none by default. */
  readonly VITE_EMBED_ALLOWED_ORIGINS?: string;
}
