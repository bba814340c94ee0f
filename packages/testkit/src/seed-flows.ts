import type { ClientText, SeedingStoredProcedure } from "@wellkit/core"
import type { Db } from "./db.js"
import { type StoredCollection, seeded } from "./kit/stored.js"

/**
 * Flows and their forms (they belong to no organization), kept in `db.state.collections`
 * under "flows.*", seeded the first time a call needs them, so a reset sandbox starts over.
 * Pick lists and the measures catalogue are the platform's, fixed.
 */

export const clientTexts = [
  { clientTextId: 1, key: "WELCOME", text: "Welcome! This takes about five minutes." },
  { clientTextId: 2, key: "PRIVACY", text: "Your answers are private and never shared with your employer." },
  { clientTextId: 3, key: "BIOMETRICS", text: "Have your latest screening results at hand." },
  { clientTextId: 4, key: "LIFESTYLE", text: "Think about a typical week over the last month." },
  { clientTextId: 5, key: "THANK_YOU", text: "Thank you. Your results are ready on your dashboard." },
] as unknown as ReadonlyArray<ClientText>

export const seedingStoredProcedures = [
  {
    seedingStoredProcedureId: 1,
    name: "usp_SeedFromProfile",
    description: "Birth date and sex, from the profile",
  },
  { seedingStoredProcedureId: 2, name: "usp_SeedFromLastHra", description: "The member's last assessment" },
  {
    seedingStoredProcedureId: 3,
    name: "usp_SeedBiometricsFromLab",
    description: "The screening lab's results",
  },
  { seedingStoredProcedureId: 4, name: "usp_SeedFromDevices", description: "Steps and sleep from devices" },
] as unknown as ReadonlyArray<SeedingStoredProcedure>

/** The health measures the platform records, each read from a variable of that name. */
export const measureCatalogue = [
  { measureId: 1, name: "Weight", unit: "kg", variableName: "weight_kg" },
  { measureId: 2, name: "Height", unit: "cm", variableName: "height_cm" },
  { measureId: 3, name: "Blood pressure, systolic", unit: "mmHg", variableName: "systolic_bp" },
  { measureId: 4, name: "Blood pressure, diastolic", unit: "mmHg", variableName: "diastolic_bp" },
  { measureId: 5, name: "Total cholesterol", unit: "mg/dL", variableName: "total_cholesterol" },
  { measureId: 6, name: "Fasting glucose", unit: "mg/dL", variableName: "glucose_fasting" },
  { measureId: 7, name: "Waist circumference", unit: "cm", variableName: "waist_cm" },
  { measureId: 8, name: "Sleep", unit: "hours a night", variableName: "sleep_hours" },
  { measureId: 9, name: "Physical activity", unit: "min a week", variableName: "weekly_activity_minutes" },
]

type Kind = "number" | "text" | "yesNo" | "date"
type SeedForm = readonly [
  name: string,
  text: number | null,
  seed: number | null,
  fn: number | null,
  vars: string,
]
type SeedFlow = readonly [
  name: string,
  tag: string,
  isActive: boolean,
  description: string,
  forms: ReadonlyArray<SeedForm>,
]

const flows: ReadonlyArray<SeedFlow> = [
  [
    "New member onboarding",
    "2026",
    true,
    "What every new member answers in their first week.",
    [
      ["Welcome and consent", 1, null, null, "consent_given:yesNo"],
      ["About you", 2, 1, 1, "date_of_birth:date height_cm:number weight_kg:number"],
      ["Your goals", null, null, 4, "primary_goal:text weekly_activity_minutes:number"],
    ],
  ],
  [
    "Annual health risk assessment",
    "2026",
    true,
    "The yearly questionnaire behind each member's risk score.",
    [
      ["Lifestyle", 4, 2, null, "smoker:yesNo alcohol_units_week:number sleep_hours:number"],
      ["Nutrition", 4, 2, null, "fruit_veg_servings:number sugary_drinks_week:number"],
      ["Stress and wellbeing", 2, null, 3, "stress_level:number feels_supported:yesNo"],
      ["Your results", 5, null, 2, ""],
    ],
  ],
  [
    "Biometric screening",
    "2026",
    true,
    "Results of the on-site or lab screening.",
    [
      ["Screening appointment", 3, null, null, "screening_date:date screening_site:text"],
      [
        "Measurements",
        3,
        3,
        1,
        "systolic_bp:number diastolic_bp:number total_cholesterol:number glucose_fasting:number waist_cm:number",
      ],
    ],
  ],
  [
    "Annual health risk assessment",
    "2025",
    false,
    "Last year's questionnaire, kept for comparison.",
    [
      ["Lifestyle", 4, 2, null, "smoker:yesNo sleep_hours:number"],
      ["Your results", 5, null, 2, ""],
    ],
  ],
  [
    "Tobacco-free pledge",
    "",
    false,
    "A four-week pledge with weekly check-ins.",
    [["Pledge", 1, null, 4, "pledge_date:date tobacco_free_days:number"]],
  ],
]

const variablesOf = (text: string) =>
  text
    .split(" ")
    .filter(Boolean)
    .map((pair) => {
      const [name, type] = pair.split(":") as [string, Kind]
      return { name, type }
    })

const seedFlows = (): StoredCollection =>
  seeded(
    "flowId",
    flows.map(([name, tag, isActive, description]) => ({
      name,
      tag,
      isActive,
      description,
      updatedAt: "2026-01-05T09:00:00.000Z",
    })),
  )

const seedForms = (): StoredCollection =>
  seeded(
    "formId",
    flows.flatMap(([, , , , forms], index) =>
      forms.map(([name, clientTextId, seedingStoredProcedureId, formFunctionId, vars], step) => ({
        flowId: index + 1,
        name,
        step: step + 1,
        clientTextId,
        seedingStoredProcedureId,
        formFunctionId,
        variables: variablesOf(vars),
      })),
    ),
  )

const seeds = { "flows.flows": seedFlows, "flows.forms": seedForms } as const

/** One of the flows' collections, seeded on first use (and again after a reset replaced the state). */
export const flowCollection = <Row>(db: Db, name: keyof typeof seeds) => {
  db.state.collections[name] ??= seeds[name]()
  return db.state.collections[name] as { nextId: number; items: Array<Row> }
}
