import { videoEmbedUrl, videos } from '@/content/videos';
import { phone } from '../engine-page';
import { attribute, count, hasFocus, isShown } from '../page-reads';
import type { Journey } from '../visit';

const play = '[data-testid="video-play"]';
const player = '[data-testid="video-player"]';
/** The hosts of the video service: YouTube's own, its privacy-enhanced one, its pictures and its streams. */
const videoHost = /(^|\.)(youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com)$/;

export const videoPlayer: Journey = {
  name: 'a video: nothing asked of the video host until play, then its privacy-enhanced frame, focused',
  viewport: phone,
  async run(visit) {
    const before = visit.outside.hosts.length;
    const asked = () => [...new Set(visit.outside.hosts.slice(before).filter((host) => videoHost.test(host)))];
    await visit.open('/es/');
    const buttons = await visit.page.evaluate(count, play);
    if (buttons === 0) throw new Error('the home page shows no video');
    await visit.expect('no frame before play', 0, count, 'iframe');
    if (asked().length > 0) throw new Error(`the page asked for ${asked().join(', ')} before play`);

    await visit.page.click(play);
    await visit.expect('the player takes the button\'s place', { player: true, buttons: buttons - 1 }, (selectors: string[]) => ({
      player: document.querySelector(selectors[0]!)?.checkVisibility() ?? false,
      buttons: document.querySelectorAll(selectors[1]!).length,
    }), [player, play]);
    await visit.expect('and has the focus', true, hasFocus, player);
    const title = await visit.page.evaluate(attribute, player, 'aria-label');
    const video = Object.values(videos).find((candidate) => candidate.title.es === title);
    if (!video) throw new Error(`the player is named "${title}", which is no video's Spanish title`);
    await visit.expect('its frame is the video on the privacy-enhanced host', videoEmbedUrl(video), attribute, `${player} iframe`, 'src');
    await visit.expect('the frame is drawn', true, isShown, `${player} iframe`);
    // Only now does the page ask for the host, and for the privacy-enhanced one only; the outside world answers nothing.
    await visit.expectOutside('the frame asks for the privacy-enhanced host only', ['www.youtube-nocookie.com'], asked);
  },
};
