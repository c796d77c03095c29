/** Madrid's time zone, where the school is: what "today" is for a build, and what calendar files name for anything shown with a time. */
export const schoolTimeZone = 'Europe/Madrid';
