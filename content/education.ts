import { readData } from './data';

/**
 * The educational project page (specification section 2, "Meet us pages"):
 * an accordion of six panels, the last with the project's numbered values,
 * in content/data/education.json, shaped by content/schemas/education.ts.
 */

export type { EducationCopy, EducationPanel, EducationPanelId, EducationValue } from './schemas/education';

export const { educationPage, educationPanels, educationValues } = readData('education.json');
