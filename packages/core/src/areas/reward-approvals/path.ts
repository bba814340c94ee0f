/** The reward-approval queue: a top-level portal page (NAV-5), not under /noap; the router reads it before the SDK loads. */
export const REWARD_APPROVALS_PATH = "/rewardapproval"
