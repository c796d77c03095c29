import { campFinderText } from '@/content/camps';
import { campAgeRoutes, hrefFor } from '@/content/navigation';
import { usePageLocale } from '@/lib/locale';
import { ChoiceLinks } from '@/components/ui/choice-links';

type CampAgeChooserProps = { current?: number };

/** The camp finder's control: one link per age, to that age's page. */
export function CampAgeChooser({ current }: CampAgeChooserProps) {
  const locale = usePageLocale();
  return (
    <ChoiceLinks
      labelId="camp-age-label"
      label={campFinderText.ageLabel[locale]}
      links={campAgeRoutes.map(({ key, age }) => ({
        key,
        href: `${hrefFor(locale, key)}#page-content`,
        current: age === current,
        label: (
          <>
            {age}
            <span className="sr-only"> {campFinderText.ageUnit[locale]}</span>
          </>
        ),
      }))}
    />
  );
}
