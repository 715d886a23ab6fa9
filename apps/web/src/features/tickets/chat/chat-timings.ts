/** Spec section 9: the chat's timings, in milliseconds. Kept tiny: the always-loaded launcher imports it. */
export interface ChatTimings {
  /** Every bot reply waits this long, so answers read like a reply rather than a flash. */
  reply: number;
  /** The pause between the services intro and the list. */
  beforeServiceList: number;
  /** How long the support agent "types" before greeting. */
  agentTyping: number;
}

export const CHAT_TIMINGS: ChatTimings = { reply: 450, beforeServiceList: 200, agentTyping: 1500 };

/** The "Need help?" bubble beside the minimised chat disappears after this long. */
export const TOOLTIP_MS = 4000;
