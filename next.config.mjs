import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: true,
  // The export is served by any static host: no image optimisation server exists.
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
};

export default withNextIntl(nextConfig);
