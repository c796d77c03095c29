import { getTranslations } from 'next-intl/server';
import { hrefFor } from '@/content/navigation';
import { sportsSchools } from '@/content/services';
import { getPageLocale } from '@/lib/locale';
import { ButtonLink } from '@/components/ui/button-link';

/** "Reserva tu clase": the booking target is not given, so the button opens the contact page. */
export async function BookingBanner() {
  const locale = await getPageLocale();
  const t = await getTranslations({ locale, namespace: 'common' });
  const { booking } = sportsSchools;
  return (
    <section
      aria-labelledby="book-your-class"
      className="flex flex-col gap-3 rounded bg-navy-900 p-4 text-white sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div>
        <h2 id="book-your-class" className="text-headline font-semibold text-white">
          {booking.title[locale]}
        </h2>
        <p className="mt-1 max-w-xl text-white/90">{booking.text[locale]}</p>
      </div>
      <ButtonLink href={hrefFor(locale, 'contact')} variant="gold" className="shrink-0">
        {t('make_your_booking')}
      </ButtonLink>
    </section>
  );
}
