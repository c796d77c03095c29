import { emprende, liceoRadio, liceoTv, type ChannelContent } from '@/content/media';
import type { Locale } from '@/i18n/routing';
import { Paragraphs } from '@/components/ui/prose';
import { SectionHeading } from '@/components/ui/section-heading';
import { MediaSlider } from './media-slider';

/** Liceo Emprende, Liceo TV and Liceo Radio: text, a slider and a list (specification section 2). */
function ChannelPage({ content, locale }: { content: ChannelContent; locale: Locale }) {
  return (
    <div className="space-y-6">
      <div>
        <SectionHeading title={content.title[locale]} />
        <Paragraphs items={content.paragraphs[locale]} />
      </div>
      <MediaSlider id="channel-slider" title={content.sliderTitle} slides={content.slides} locale={locale} />
      <section aria-labelledby="channel-list">
        <h3 id="channel-list" className="mb-2 text-title font-semibold">
          {content.blocksTitle[locale]}
        </h3>
        <ul className="grid gap-2 sm:grid-cols-2">
          {content.blocks.map((block) => (
            <li key={block.id} className="rounded bg-white p-3 shadow-sm ring-1 ring-navy-900/5">
              <h4 className="font-serif text-lg font-semibold text-navy-900">{block.title[locale]}</h4>
              <p className="mt-0.5 leading-relaxed text-ink-soft">{block.text[locale]}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export const EmprendePage = ({ locale }: { locale: Locale }) => <ChannelPage content={emprende} locale={locale} />;
export const TvPage = ({ locale }: { locale: Locale }) => <ChannelPage content={liceoTv} locale={locale} />;
export const RadioPage = ({ locale }: { locale: Locale }) => <ChannelPage content={liceoRadio} locale={locale} />;
