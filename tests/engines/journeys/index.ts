import type { Journey } from '../visit';
import { accordions } from './accordions';
import { heroCarousel } from './carousel';
import { contactDraft, contactErrors, contactSend } from './contact';
import { familyTotal, feesCalculator } from './fees';
import { desktopMenus, languageSwitch, phoneMenu } from './menus';
import { siteSearch } from './search';
import { videoPlayer } from './video';

/** Every family journey, run in this order in each engine: the desktop ones, then the phone ones. */
export const journeys: readonly Journey[] = [
  desktopMenus,
  languageSwitch,
  siteSearch,
  heroCarousel,
  contactErrors,
  contactSend,
  feesCalculator,
  phoneMenu,
  videoPlayer,
  contactDraft,
  familyTotal,
  accordions,
];
