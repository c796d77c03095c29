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
  // `npm run build` runs the content check and then tsc over the whole project before Next starts (see
  // package.json): a type error stops it there, early, and checking again here would only slow the build.
  typescript: { ignoreBuildErrors: true },
};

export default withNextIntl(nextConfig);
