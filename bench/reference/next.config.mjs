// The benchmark's reference: the same stack as the site (Next + next-intl,
// static export, server components only) with nothing on the page but a
// paragraph, so the site's figures can be read against the framework's floor.
import { fileURLToPath } from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
  poweredByHeader: false,
  // Dependencies come from the site's node_modules two folders up.
  turbopack: { root: fileURLToPath(new URL('../..', import.meta.url)) },
};

export default withNextIntl(nextConfig);
