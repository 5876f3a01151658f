import type { HealthGrade } from '../__generated__/resolvers-types.js';

export const HEALTH_GRADES: readonly HealthGrade[] = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];

export function toHealthGrade(value: string | null | undefined): HealthGrade | null {
  const grade = (value ?? '').trim().toUpperCase();
  return (HEALTH_GRADES as readonly string[]).includes(grade) ? (grade as HealthGrade) : null;
}
