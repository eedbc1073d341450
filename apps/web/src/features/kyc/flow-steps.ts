import {
  type KycApplication,
  type KycFileKind,
  type KycStepId,
  kycFileKinds,
} from '@maple/contracts';

/** The screens of the identity flow, in order: one per answered step, then the review. */
export const flowSteps = [
  'identity',
  'address',
  'employment',
  'tax',
  'document',
  'declarations',
  'questionnaire',
  'review',
] as const;
export type FlowStep = (typeof flowSteps)[number];

const isFileKind = (item: string): item is KycFileKind =>
  kycFileKinds.some((kind) => kind === item);

/** The screen that collects a missing item: the ID's images and the selfie belong to the ID. */
const screenOf = (item: KycStepId | KycFileKind): FlowStep | undefined =>
  isFileKind(item) ? 'document' : flowSteps.find((step) => step === item);

/** Where a resumed application opens: its first screen with something missing, else review. */
export function firstMissingStep(application: KycApplication): FlowStep {
  const missing = new Set(application.missing.map(screenOf));
  return flowSteps.find((step) => missing.has(step)) ?? 'review';
}

/** The screens still missing something, in flow order. */
export function missingSteps(application: KycApplication): FlowStep[] {
  const missing = new Set(application.missing.map(screenOf));
  return flowSteps.filter((step) => missing.has(step));
}

export function nextStep(step: FlowStep): FlowStep {
  return flowSteps[flowSteps.indexOf(step) + 1] ?? 'review';
}

export function previousStep(step: FlowStep): FlowStep | undefined {
  return flowSteps[flowSteps.indexOf(step) - 1];
}

/** Today in the reader's time zone, `YYYY-MM-DD`: the day an age or an expiry is judged on. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
