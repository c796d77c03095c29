import { feesCourse } from '@/content/fees';

/** "2024/2025": the school year the fees apply to. */
export const courseLabel = `${feesCourse.startYear}/${feesCourse.startYear + 1}`;
