import { getRequestConfig } from 'next-intl/server';

const messages = {
  es: { text: 'Un colegio bilingüe en Madrid.' },
  en: { text: 'A bilingual school in Madrid.' },
};

export default getRequestConfig(async ({ requestLocale }) => {
  const locale = (await requestLocale) === 'en' ? 'en' : 'es';
  return { locale, messages: messages[locale] };
});
