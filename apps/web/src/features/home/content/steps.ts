import type { SectionsKey } from '../keys';

export interface Step {
  title: SectionsKey;
  desc: SectionsKey;
}

/** Spec: 'How it works' in 4 steps. */
export const STEPS: Step[] = [
  { title: 'steps.schedule.title', desc: 'steps.schedule.desc' },
  { title: 'steps.collect.title', desc: 'steps.collect.desc' },
  { title: 'steps.clean.title', desc: 'steps.clean.desc' },
  { title: 'steps.deliver.title', desc: 'steps.deliver.desc' },
];
