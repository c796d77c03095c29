import { buildDate } from '@/lib/build-date';
import { calendarFileParams, findCalendarFile } from '@/lib/calendar-files';
import { icalendarText, icalendarType } from '@/lib/icalendar';

// Written once at build time into out/calendar/<locale>/<file>.ics (docs/architecture.md, "Calendar files").
export const dynamic = 'force-static';
export const dynamicParams = false;
// Those the pages offer on the build's date: a past open day's or camp's is no longer written.
export const generateStaticParams = () => calendarFileParams(buildDate());

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; file: string }> }) {
  const { locale, file } = await params;
  const calendar = findCalendarFile(locale, file);
  if (!calendar) return new Response(null, { status: 404 });
  return new Response(icalendarText(calendar), { headers: { 'Content-Type': icalendarType } });
}
