/**
 * The GET calls a first screen makes as soon as it renders, which the boot
 * script (scripts/bootPreload.ts) starts before the app's code has even
 * downloaded; lib/api takes each answer once instead of asking again. No
 * imports with code: the build (vite.config.ts) reads this too.
 *
 * `{id}` stands for the page's `?id=`; a call whose parameter is missing is
 * not made. `image` names where the answer's first photo is (the screen's
 * largest paint), tried in order: the boot script asks for it with high
 * priority as soon as the answer is here, and draws it in the boot shell.
 * `heading` is a signed-in screen's page header, drawn the same way.
 */
export interface EarlyCalls {
  /** Made on every page of a signed-in visitor (the profile the Shell and the guard wait for). */
  signedIn: readonly string[];
  /** By first path segment, for the visitor the route's guard lets in. */
  screens: Readonly<Record<string, { calls: readonly string[]; image?: readonly string[]; heading?: EarlyHeading }>>;
}

/**
 * A signed-in screen whose page header the boot shell draws as soon as the
 * profile is here (src/app/bootShell.css.ts): the message ids of its title,
 * with the visitor's name (`{name}`: full name, else username) and without,
 * and of its lead paragraph, as the screen's own Section shows them.
 */
export interface EarlyHeading {
  title: string;
  titleAnonymous: string;
  lead: string;
}

export const earlyCalls: EarlyCalls = {
  signedIn: ['/user/user'],
  screens: {
    '/property-detail': { calls: ['/user/marketplace/details/{id}'], image: ['coverImage.url', 'images.0.url'] },
    '/dashboard': {
      calls: ['/user/user/dashboard'],
      heading: { title: 'dashboard.welcome', titleAnonymous: 'dashboard.welcomeAnonymous', lead: 'dashboard.lead' },
    },
  },
};

/** How long an answer the boot script fetched stays good for the app (ms): it is for the first render, not a cache. */
export const EARLY_ANSWER_TTL_MS = 30_000;

/** The window property the boot script keeps its answers under. */
export const earlyAnswersKey = '__sahmEarly';
