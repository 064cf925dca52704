import { version } from '../../../package.json';

/** The release this bundle was built from; two bundles on one page compare it. */
export const VERSION: string = version;
