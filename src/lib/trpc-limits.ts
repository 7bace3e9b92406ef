/** At most this many tRPC calls in one batch: the server refuses more (the probe sent 50 sign-ups in one), and the
 * client's batch link splits at it. */
export const MAX_BATCH_SIZE = 10;
