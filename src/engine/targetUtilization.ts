/**
 * The target utilization every service plans its performance limits to unless the requirement
 * sets its own: alarm when a limit stays above 80% of its capacity, then add capacity
 * (fss-2024-11, "Headroom"; DOMAIN.md). Hard limits (connections, attachments, capacity) are
 * planned to 100%.
 */
export const DEFAULT_TARGET_UTILIZATION_PERCENT = 80;
