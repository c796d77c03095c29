import { enhanceControls, type ControlsOptions } from './enhance-controls';

/** Scroll thresholds of the specification (section 9): the bar's solid look and the arrows. */
const options: ControlsOptions = { solidOffset: 80, arrowThreshold: 40 };

/**
 * The controls' enhancements as an inline script, so that they run from the
 * first paint and never wait for the framework. The post-build step adds its
 * hash to the page's Content-Security-Policy like every inline script's.
 */
export function ControlsScript() {
  return <script id="controls" dangerouslySetInnerHTML={{ __html: `(${enhanceControls.toString()})(${JSON.stringify(options)})` }} />;
}
