/** The intro and guide videos' playback rates (spec 000 section 2, 001 section 9): the shell's dialog and the treasury's player. */
export const PLAYBACK_RATES: readonly number[] = [0.7, 1, 1.5, 2];
