import { camps, type Camp } from '@/content/camps';

/*
 * The camps the tests take as their examples, chosen from the content by what
 * the test needs rather than by name, so that they hold once the school has
 * changed its camps.
 */

/** The camps named by one word, the same in both languages, shortest first: searching for the name finds the camp's page first (the sample's Antibes, then Buckswood). */
const oneWord = camps.filter((camp) => !/\s/.test(camp.name.es) && camp.name.es === camp.name.en).toSorted((a, b) => a.name.es.length - b.name.es.length);

export const searchedCamp: Camp = oneWord[0]!;
export const otherSearchedCamp: Camp = oneWord[1]!;

/** A camp page for the tests of a page's layout: the first with a language course, the fullest kind of camp page (the sample's Antibes), else the first. */
export const exampleCamp: Camp = camps.find((camp) => camp.course) ?? camps[0]!;
