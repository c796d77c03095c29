import { emprende, liceoRadio, liceoTv, type ChannelContent } from '@/content/media';
import { usePageLocale } from '@/lib/locale';
import { Paragraphs } from '@/components/ui/prose';
import { SectionHeading } from '@/components/ui/section-heading';
import { TitledTiles } from '@/components/ui/titled-tiles';
import { MediaSlider } from './media-slider';

/** Liceo Emprende, Liceo TV and Liceo Radio: text, a slider and a list (specification section 2). */
function ChannelPage({ content }: { content: ChannelContent }) {
  const locale = usePageLocale();
  return (
    <div className="space-y-6">
      <div>
        <SectionHeading title={content.title[locale]} />
        <Paragraphs items={content.paragraphs[locale]} />
      </div>
      <MediaSlider id="channel-slider" title={content.sliderTitle} slides={content.slides} />
      <section aria-labelledby="channel-list">
        <h3 id="channel-list" className="mb-2 text-title font-semibold">
          {content.blocksTitle[locale]}
        </h3>
        <TitledTiles items={content.blocks} headingLevel="h4" />
      </section>
    </div>
  );
}

export const EmprendePage = () => <ChannelPage content={emprende} />;
export const TvPage = () => <ChannelPage content={liceoTv} />;
export const RadioPage = () => <ChannelPage content={liceoRadio} />;
