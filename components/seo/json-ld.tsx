import { serializeJsonLd, type JsonLd } from '@/lib/structured-data';

/** One structured-data block; a data block, so it is never run as script. */
export function JsonLdScript({ data }: { data: JsonLd }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
