import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export const generateStaticParams = () => [{ locale: 'es' }, { locale: 'en' }];
export const dynamicParams = false;
export const metadata: Metadata = { title: 'Reference', description: 'The benchmark reference page.' };

export default async function Layout({ children, params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <html lang={locale}>
      <body>{children}</body>
    </html>
  );
}
