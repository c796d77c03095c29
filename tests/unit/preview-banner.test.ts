import { afterEach, describe, expect, it } from 'vitest';
import { PreviewBanner } from '@/components/layout/preview-banner';
import { datedFiles, dayBeforeContent, isBefore } from '@/lib/dated-files';
import { isoDate } from '@/lib/dates';

/*
 * The deploy preview's banner (components/layout/preview-banner.tsx) is for
 * the office, before publishing: the published site and local builds never
 * show it, nor a preview whose dates are all to come. What it shows on a
 * preview is read in a built page by e2e/year-over.spec.ts.
 */

const saved = { DEPLOY_CONTEXT: process.env.DEPLOY_CONTEXT, BUILD_DATE: process.env.BUILD_DATE };
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

/** A build date after the content's last date: every dated file is past. */
const afterContent = (() => {
  const last = datedFiles().map(({ lastDay }) => lastDay).reduce((latest, day) => (isBefore(latest, day) ? day : latest));
  return isoDate({ ...last, year: last.year + 1 });
})();

describe('the preview banner', () => {
  it('is on no page of the published site or of a local build, even with every date past', async () => {
    for (const context of ['production', 'local']) {
      process.env.DEPLOY_CONTEXT = context;
      process.env.BUILD_DATE = afterContent;
      expect(await PreviewBanner(), context).toBeNull();
    }
  });

  it('is on no page of a preview whose dates are all to come', async () => {
    process.env.DEPLOY_CONTEXT = 'preview';
    process.env.BUILD_DATE = isoDate(dayBeforeContent());
    expect(await PreviewBanner()).toBeNull();
  });
});
