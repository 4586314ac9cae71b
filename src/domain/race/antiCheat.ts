// Every anti-cheat threshold of the typing race in one place, each with the reason for its value.
// They are set so that honest typists from 20 to 200 WPM, on a real network, are never flagged
// (tests/unit/domain/race: 500 simulated typists and logs recorded from a real browser), while
// each attack of issue 10 is caught by a wide margin.
export const ANTI_CHEAT = {
  // ---- Speed (verify.ts) ----
  /** Sustained speed no one has typed a whole passage at. */
  maxWpm: 250,
  /** Shortest average gap over any 20 consecutive keys: 12 ms/char is 1000 WPM. */
  burstWindow: 20,
  minBurstGapMs: 12,
  /** Keys landing at the same instant: a paste or a script, never fingers. */
  maxSameInstantRun: 4,

  // ---- The finish against the server's clock (verify.ts) ----
  /** Slack between the log's duration and what the server saw (latency, clock rates). */
  clockSlackMs: 2500,
  maxSendDelayMs: 10_000,

  // ---- Live progress (liveProgress.ts) ----
  /**
   * How long typed progress may go unseen by the server. An honest client reports progress at
   * most 250 ms after a key (its throttle, raceView.ts), the report then travels one way
   * (~50-300 ms, spikes of a second on a poor mobile link), and its race clock starts late by up
   * to one minimum one-way latency (syncOffset keeps the largest server-minus-device sample). A
   * busy page adds its jank. 3 s covers all of that with room; a log written after the fact
   * claims its progress seconds (the whole race) before anything was seen.
   */
  liveLagMs: 3000,
  /**
   * How far an update may run ahead of the log it is followed by. An honest client's race clock
   * only ever starts late (see above), so its log is never behind what it reported; 1 s absorbs a
   * device clock step during the race.
   */
  liveLeadMs: 1000,
  /**
   * The end of a log after the most any update reported (the finish's to cover) may go at most
   * this many times the pace the server saw (units seen / log ms to reach them), never above
   * maxWpm, plus tailSlackChars (a nitro counts as one). The attacker's raceTail test reported
   * 40% at ~80 WPM, then claimed the other 60% in ~3.6 s at ~30 ms a key (paid 156 WPM): 1.5x
   * allows ~45 of its ~100 tail characters. An honest client's tail is one update throttle
   * interval (<= 250 ms). Honest worst characters after the last update: 4 over the 500 simulated
   * typists (jittery network), 1 over the recorded logs: within the slack alone.
   */
  /**
   * The smallest delay, over all updates, between the log reaching a count and the server
   * receiving it, that costs nothing (paidDurationMs): the client's late green light plus one
   * quick trip. Honest worst: 544 ms over the 500 simulated typists (one-way 30-270 ms with
   * jitter and spikes), 128 ms over the recorded logs. Beyond it, the log's lead over its own
   * updates is added to the paid duration (it was 3 s free, liveLagMs; now at most 1 s).
   */
  liveLatencyAllowanceMs: 1000,
  /**
   * How long after the log's last key the finish may arrive at no cost (paidDurationMs): it is
   * sent right after that key, so this covers the client's late green light, one trip, jitter
   * and a spike. Honest worst: 1.86 s by construction of the harshest simulated network (late
   * start 270 + trip 270 + jitter 120 + spike 1200 ms). Beyond it the race is paid on the
   * finish's arrival: a log claiming every key 15% early (lead growing to 2.4 s while its first
   * lags stay small) had been paid 2.4 s fast; it now gains at most this much.
   */
  finishDelayAllowanceMs: 2000,
  tailPaceFactor: 1.5,
  tailSlackChars: 10,

  // ---- Timing distribution (timingChecks.ts) ----
  /** The statistics below need this many key-to-key gaps to mean anything. */
  minGapsForTiming: 30,
  /**
   * Gaps of this many ms or less count as "same instant" (one burst of a paste). It was 2 ms,
   * and a paste in 4-key groups whose keys were 3-8 ms apart passed as typing (the attacker's
   * chunkedPaste test, paid 174 WPM). A finger rollover lands the odd key a few ms after the
   * last, but never most keys. Measured worst shares of gaps <= 12 ms: 7.3% over the 500
   * simulated typists (20-200 WPM, rollovers included), 0% over the recorded human logs; at 15 ms
   * it would be 7.8%. A 4-key chunked paste has 75% at any cut-off from its in-chunk gap up.
   */
  nearZeroGapMs: 12,
  /**
   * Share of near-zero gaps above which keys come in chunks (a paste split into groups): twice
   * the honest worst above (7.3%); a 4-key chunked paste has 75%.
   */
  maxNearZeroShare: 0.15,
  /**
   * Chunks of 3+ keys inside one burst (2+ near-zero gaps in a row): one may be a fluke, this
   * many are a chunked paste. Honest worst at 12 ms: 1 (simulated), 0 (recorded).
   */
  maxInstantChunks: 3,
  /**
   * A gap is short for its typist when it is at most this share of their own mean gap (the mean
   * with the slowest 10% of gaps held at the 90th percentile, so a long pause does not make
   * every other gap look short). The 12 ms cut above is absolute: a paste in 4-key groups whose
   * keys were 13-20 ms apart, or in pairs 13-16 ms apart, passed at 160-210 WPM (the attacker's
   * chunkedPasteSlow test). Measured worst shares at 0.4: 18.2% over the 500 simulated typists
   * on two passages (again with a 20 s pause mid-race), 9.6% for the 10% rollover typist; a
   * paste in groups of 2-6 keys 13-30 ms apart has 50-84%.
   */
  shortGapOfMean: 0.4,
  winsorizeQuantile: 0.9,
  /** Share of short gaps above which keys come in groups: 1.65x the honest worst (18.2%). */
  maxShortGapShare: 0.3,
  /**
   * Lowest coefficient of variation of key-to-key gaps. Human gaps spread widely (CV 0.3-0.8 in
   * keystroke studies, never below 0.2 in our simulations or recordings); a metronome script has
   * 0, and even ±20% uniform jitter only reaches 0.12.
   */
  minGapCv: 0.15,
  /**
   * Lowest entropy (bits) of the gaps, binned at 10% of the median gap. Humans spread over many
   * bins (3.5+ bits); a script cycling a few fixed delays sits in as many bins (2 delays: 1 bit)
   * even when its CV looks human.
   */
  gapBinFraction: 0.1,
  minGapEntropyBits: 2,
  /**
   * Per-bigram consistency: the same letter pair typed again never takes exactly the same time
   * (humans vary by 15-30% on a repeat). Over bigrams seen at least 3 times, a mean spread under
   * 3% is a replayed timing table.
   */
  minBigramRepeats: 3,
  minBigramSamples: 12,
  minBigramCv: 0.03,
} as const;
