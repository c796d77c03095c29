import type { Art } from './kit/core';
import * as X from './scenes/activities';
import * as F from './scenes/facilities';
import * as H from './scenes/heroes';
import * as H2 from './scenes/heroes2';
import * as S from './scenes/school';

/**
 * Every picture the generator draws: the file it writes, its size in pixels
 * and the scene that draws it. A picture is seeded by its name here, so it
 * comes out the same on every run. Which of these files a site shows, and
 * what it says about them (their alt text), is the site's business: this
 * list only says what to draw.
 */

/** A drawing: the SVG markup of a scene on its surface. */
export type Scene = (a: Art) => string;

export type Picture = { readonly file: string; readonly width: number; readonly height: number; readonly scene: Scene };

/** A page's hero, across the top of the page: 1920 × 1200, the subject near the centre. */
const hero = (name: string, scene: Scene): Picture => ({ file: `${name}.jpg`, width: 1920, height: 1200, scene });

/** A picture within a page: 1200 × 800. */
const view = (name: string, scene: Scene): Picture => ({ file: `${name}.jpg`, width: 1200, height: 800, scene });

export const pictures = {
  heroHome1: hero('hero-home-1', H.heroHome1),
  heroHome2: hero('hero-home-2', H.heroHome2),
  heroHome3: hero('hero-home-3', H.heroHome3),
  heroMeetUs: hero('hero-meetus', H.heroMeetUs),
  heroStages: hero('hero-stages', H.heroStages),
  heroIbSchool: hero('hero-ibschool', H.heroIbSchool),
  heroAdmission1: hero('hero-admission-1', H2.heroAdmission1),
  heroAdmission2: hero('hero-admission-2', H2.heroAdmission2),
  heroAdmission3: hero('hero-admission-3', H2.heroAdmission3),
  heroLife: hero('hero-life', H2.heroLife),
  heroServices: hero('hero-services', H2.heroServices),
  heroCamps: hero('hero-camps', H2.heroCamps),
  heroFoundation1: hero('hero-foundation-1', H2.heroFoundation1),
  heroFoundation2: hero('hero-foundation-2', H2.heroFoundation2),
  heroFoundation3: hero('hero-foundation-3', H2.heroFoundation3),
  heroMedia: hero('hero-media', H2.heroMedia),
  heroContact: hero('hero-contact', H2.heroContact),
  facilitiesGardens: view('facilities-gardens', F.facilitiesGardens),
  facilitiesPool: view('facilities-pool', F.facilitiesPool),
  facilitiesSports: view('facilities-sports', F.facilitiesSports),
  facilitiesLibrary: view('facilities-library', F.facilitiesLibrary),
  facilitiesLab: view('facilities-lab', F.facilitiesLab),
  facilitiesDining: view('facilities-dining', F.facilitiesDining),
  virtualEntrance: view('virtual-entrance', F.virtualEntrance),
  virtualClassroom: view('virtual-classroom', F.virtualClassroom),
  virtualSportsHall: view('virtual-sports-hall', F.virtualSportsHall),
  virtualAuditorium: view('virtual-auditorium', F.virtualAuditorium),
  founderSchool: view('founder-school', F.founderSchool),
  students: view('students', S.students),
  stageEarly: view('stage-early', S.stageEarly),
  stagePep: view('stage-pep', S.stagePep),
  stagePai: view('stage-pai', S.stagePai),
  stagePd: view('stage-pd', S.stagePd),
  extendedHours: view('extended-hours', S.extendedHours),
  orientation: view('orientation', S.orientation),
  nursing: view('nursing', S.nursing),
  routesBus: view('routes-bus', S.routesBus),
  extraNew: view('extra-new', S.extraNew),
  extraSports: view('extra-sports', S.extraSports),
  extraLanguages: view('extra-languages', S.extraLanguages),
  extraOther: view('extra-other', S.extraOther),
  sportsSwimming: view('sports-swimming', X.sportsSwimming),
  sportsPadel: view('sports-padel', X.sportsPadel),
  sportsSki: view('sports-ski', X.sportsSki),
  tripStudy: view('trip-study', X.tripStudy),
  tripVisit: view('trip-visit', X.tripVisit),
  tripExchange: view('trip-exchange', X.tripExchange),
  tripSki: view('trip-ski', X.tripSki),
  news1: view('news-1', S.news1),
  news2: view('news-2', S.news2),
  news3: view('news-3', S.news3),
  familyMeeting: view('family-meeting', S.familyMeeting),
  campSchoolSports: view('camp-school-sports', X.campSchoolSports),
  campBeachescolas: view('camp-beachescolas', X.campBeachescolas),
  campLaEspuela: view('camp-laespuela', X.campLaEspuela),
  campImmersion: view('camp-immersion', X.campImmersion),
  campVillage: view('camp-village', X.campVillage),
  campEeuu: view('camp-eeuu', X.campEeuu),
  campAntibes: view('camp-antibes', X.campAntibes),
  campBuckswood: view('camp-buckswood', X.campBuckswood),
  mediaEmprende: view('media-emprende', X.mediaEmprende),
  mediaTv: view('media-tv', X.mediaTv),
  mediaRadio: view('media-radio', X.mediaRadio),
  contactPhoto: view('contact-photo', F.contactPhoto),
  contactClosing: view('contact-closing', F.contactClosing),  magazineCover: { file: 'magazine-cover.jpg', width: 800, height: 1100, scene: X.magazineCover },
} as const satisfies Record<string, Picture>;

export type PictureName = keyof typeof pictures;
