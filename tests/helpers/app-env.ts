/**
 * The environment the app reads (lazily, on first use) when tests drive it: a fixed session secret, so
 * nothing is written to the developer's ./.data, and quiet logs.
 */
process.env.SESSION_SECRET ??= 'integration-test-session-secret-0123456789abcdef';
process.env.LOG_LEVEL ??= 'silent';
// Many test posts come from one address; the limit itself is tested with its own address.
process.env.INQUIRY_RATE_LIMIT ??= '50';
