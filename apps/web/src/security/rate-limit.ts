/**
 * A fixed-window rate limiter kept in memory, per key (client IP). Per process: with several instances each
 * enforces its own limit, which is enough to stop a single client flooding the consent log.
 */
export interface RateLimiter {
  /** Counts a hit; returns whether it is allowed and, when not, the seconds until the window resets. */
  hit(key: string, now?: number): { allowed: boolean; retryAfterSeconds: number };
}

export function createRateLimiter({
  limit,
  windowMs,
  maxKeys = 10_000,
}: {
  limit: number;
  windowMs: number;
  maxKeys?: number;
}): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(key, now = Date.now()) {
      let window = windows.get(key);
      if (!window || now - window.start >= windowMs) {
        // Bounded memory: drop expired windows, and the oldest when still full.
        if (windows.size >= maxKeys) {
          for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
          if (windows.size >= maxKeys) windows.delete(windows.keys().next().value!);
        }
        window = { start: now, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      const allowed = window.count <= limit;
      return {
        allowed,
        retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((window.start + windowMs - now) / 1000)),
      };
    },
  };
}

/** The client address as the nearest proxy reports it (first X-Forwarded-For entry), else X-Real-IP. */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || headers.get('x-real-ip')?.trim() || 'unknown';
}
