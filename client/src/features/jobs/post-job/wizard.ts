import type { CreateJobBody } from "@domain/jobs/schemas";

/** The three tabs of Post a New Job (SPEC §2), in order. */
export const WIZARD_TABS = ["description", "jobType", "review"] as const;
export type WizardTab = (typeof WIZARD_TABS)[number];

type Field = keyof CreateJobBody;

/** Which fields each tab edits; Next Step checks the current tab's before moving on. */
export const TAB_FIELDS: Record<WizardTab, readonly Field[]> = {
  description: ["title", "skillCategory", "description", "location", "aiSummary"],
  jobType: ["jobType", "budget", "urgency"],
  review: ["mediaUrls", "invitedProfessionalId"],
};

/** The first tab (in wizard order) with an error, and its first field with one, to jump to. */
export function firstError(
  errors: Partial<Record<string, unknown>>,
): { tab: WizardTab; field: Field } | null {
  for (const tab of WIZARD_TABS) {
    const field = TAB_FIELDS[tab].find((name) => errors[name]);
    if (field) return { tab, field };
  }
  return null;
}

export function nextTab(tab: WizardTab): WizardTab {
  return WIZARD_TABS[Math.min(WIZARD_TABS.indexOf(tab) + 1, WIZARD_TABS.length - 1)] ?? tab;
}

export function previousTab(tab: WizardTab): WizardTab {
  return WIZARD_TABS[Math.max(WIZARD_TABS.indexOf(tab) - 1, 0)] ?? tab;
}
