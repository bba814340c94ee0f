import { type StoredCollection, seeded } from "../kit/stored.js"

const templates: ReadonlyArray<readonly [string, string, string, boolean]> = [
  [
    "Welcome survey",
    "Asks a new member what they want from the program.",
    "<h2>Welcome!</h2><p>What would you most like to improve this year?</p><ul><li>Sleep</li><li>Activity</li><li>Nutrition</li><li>Stress</li></ul>",
    true,
  ],
  [
    "Health risk assessment",
    "The yearly questionnaire behind a member's HRA results.",
    "<h2>Your health this year</h2><p>Answer each question as it is for you today. It takes about ten minutes.</p>",
    true,
  ],
  [
    "Biometric screening consent",
    "Consent before an on-site screening.",
    "<p>I agree that the screening results are shared with the wellness program.</p>",
    true,
  ],
  [
    "Step challenge sign-up",
    "Team, size and goal for a step challenge.",
    "<p>Choose your team and a daily step goal. You can change your goal once a week.</p>",
    true,
  ],
  [
    "Quarterly check-in (2024)",
    "Replaced by the welcome survey's follow-up questions.",
    "<p>How have the last three months gone?</p>",
    false,
  ],
]

/** Shared by every organization: a form template belongs to nobody (K1). */
export const seed = (): StoredCollection =>
  seeded(
    "formTemplateId",
    templates.map(([name, description, body, isActive]) => ({ name, description, body, isActive })),
  )
