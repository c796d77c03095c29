/**
 * The videos' play buttons (components/media/video-thumbnail.tsx), run by the inline controls
 * script from the first paint: a press puts the player's region, kept in a
 * <template> beside the button, in the button's place and moves focus to it.
 * The region holds the video host's own embed page in a frame: its scripts
 * run in the host's origin, never in the site's, so they can read nothing
 * the site keeps (the contact draft).
 */
import { videoAttributes } from '@/lib/video-player';

export function playVideosOnPress(doc: Document) {
  doc.addEventListener('click', (event) => {
    const button = (event.target as Element).closest?.(`[${videoAttributes.play}]`);
    const player = button?.nextElementSibling;
    if (!button || !(player instanceof HTMLTemplateElement) || !player.hasAttribute(videoAttributes.player)) return;
    const region = player.content.firstElementChild?.cloneNode(true);
    if (!(region instanceof HTMLElement)) return;
    // The frame goes in once the region is on screen: creating it costs the press tens of milliseconds on a
    // phone, and the visitor sees the region answer first.
    const frame = region.querySelector('iframe');
    frame?.remove();
    button.replaceWith(region);
    player.remove();
    region.focus();
    if (frame) requestAnimationFrame(() => setTimeout(() => region.append(frame), 0));
  });
}
