import { diningRoom } from '@/content/services';
import { usePageLocale } from '@/lib/locale';

/** Which meals each stage has at school (specification section 9). */
export function MealsTable() {
  const locale = usePageLocale();
  const { table, stages, mealLabels } = diningRoom;
  return (
    <table className="w-full overflow-hidden rounded bg-white text-left shadow-sm ring-1 ring-navy-900/5">
      <caption className="mb-2 text-left font-serif text-title font-semibold text-navy-900">{table.caption[locale]}</caption>
      <thead className="bg-navy-900 text-white">
        <tr>
          <th scope="col" className="px-2 py-1.5 text-sm font-semibold sm:px-3">
            {table.stageHeader[locale]}
          </th>
          <th scope="col" className="px-2 py-1.5 text-sm font-semibold sm:px-3">
            {table.mealsHeader[locale]}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-navy-900/10">
        {stages.map((row) => (
          <tr key={row.stage.en}>
            <th scope="row" className="px-2 py-2 align-top font-serif text-lg font-semibold text-navy-900 sm:px-3">
              {row.stage[locale]}
            </th>
            <td className="px-2 py-2 sm:px-3">
              <ul className="flex flex-wrap gap-1">
                {row.meals.map((meal) => (
                  <li key={meal} className="rounded bg-garden-50 px-1.5 py-0.5 text-[0.9375rem] font-medium text-garden-800 ring-1 ring-garden-700/15">
                    {mealLabels[meal][locale]}
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
