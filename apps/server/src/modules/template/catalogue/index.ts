import type { TemplateSource } from './types.js';
import { YEAR_END_TEMPLATES } from './year-end.js';
import { WORK_REPORT_TEMPLATES } from './work-report.js';
import { EDUCATION_TEMPLATES } from './education.js';
import { THESIS_TEMPLATES } from './thesis.js';
import { MARKETING_TEMPLATES } from './marketing.js';
import { LAUNCH_TEMPLATES } from './launch.js';
import { TECHNOLOGY_TEMPLATES } from './technology.js';
import { GOVERNMENT_TEMPLATES } from './government.js';
import { FINANCE_TEMPLATES } from './finance.js';
import { MEDICAL_TEMPLATES } from './medical.js';
import { TRAINING_TEMPLATES } from './training.js';
import { RESUME_TEMPLATES } from './resume.js';
import { SLIDE_COLLECTION_TEMPLATES } from './slide-collection.js';

/** Every template that ships with the product, by category. */
export const BUILT_IN_TEMPLATES: readonly TemplateSource[] = [
  ...YEAR_END_TEMPLATES,
  ...WORK_REPORT_TEMPLATES,
  ...EDUCATION_TEMPLATES,
  ...THESIS_TEMPLATES,
  ...MARKETING_TEMPLATES,
  ...LAUNCH_TEMPLATES,
  ...TECHNOLOGY_TEMPLATES,
  ...GOVERNMENT_TEMPLATES,
  ...FINANCE_TEMPLATES,
  ...MEDICAL_TEMPLATES,
  ...TRAINING_TEMPLATES,
  ...RESUME_TEMPLATES,
  ...SLIDE_COLLECTION_TEMPLATES,
];

export type { TemplateSource } from './types.js';
