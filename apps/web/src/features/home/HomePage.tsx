import { breakpoints } from '@sahm/tokens';
import { PageBlock } from '@sahm/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../app/auth';
import { paths } from '../../config/paths';
import { Deferred, RevealDeferred } from '../../lib/deferred';
import { InstallSection } from './components/InstallSection';
import { AdvantagesSection } from './components/AdvantagesSection';
import { CalculatorSection } from './components/CalculatorSection';
import { FaqSection } from './components/FaqSection';
import { IntroSection } from './components/IntroSection';
import { investSectionId, PropertyLists } from './components/PropertyLists';
import { SearchHero } from './components/SearchHero';
import { SearchResults } from './components/SearchResults';
import { useMediaQuery } from './hooks/useMediaQuery';

/** Marks the URL updates the search field makes itself, so they don't pull focus back to it. */
interface SearchNavigationState {
  fromSearchField?: boolean;
}

/**
 * /home (spec.md §2): search, intro, property lists, calculator, advantages,
 * install, FAQ. `?search=` puts the page in search mode: the field is focused,
 * and non-empty text replaces the lists with search results.
 */
export default function HomePage() {
  const { isLogin } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const searchMode = params.has('search');
  // The URL holds the settled search text, so a reload or a shared link shows the same search.
  const searchText = params.get('search') ?? '';
  const showResults = searchText.trim() !== '';
  const inputRef = useRef<HTMLInputElement>(null);
  const investHeadingRef = useRef<HTMLHeadingElement>(null);
  const [scrollPending, setScrollPending] = useState(false);
  // Sections below the first screen render as they come near (lib/deferred); "start now" needs them all at once.
  const [revealAll, setRevealAll] = useState(false);

  const ownNavigation = (location.state as SearchNavigationState | null)?.fromSearchField === true;
  useEffect(() => {
    if (searchMode && !ownNavigation) inputRef.current?.focus();
  }, [searchMode, ownNavigation, location.key]);

  const commitSearch = useCallback(
    (next: string) => navigate(paths.home.getHref(next), { replace: true, state: { fromSearchField: true } satisfies SearchNavigationState }),
    [navigate],
  );

  // On a phone the results start below the fold and the keyboard covers the rest: after Enter (the keyboard's
  // search key), bring them into view and move focus to their heading, which also closes the keyboard.
  const phone = useMediaQuery(`(max-width: ${breakpoints.mobile}px)`);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  const [showResultsPending, setShowResultsPending] = useState(false);
  const submitSearch = useCallback((text: string) => setShowResultsPending(phone && text.trim() !== ''), [phone]);
  useEffect(() => {
    const heading = resultsHeadingRef.current;
    if (!showResultsPending || !showResults || !heading) return;
    setShowResultsPending(false);
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    heading.closest('section')?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    heading.focus({ preventScroll: true });
  }, [showResultsPending, showResults]);

  const scrollToInvest = useCallback(() => {
    const target = document.getElementById(investSectionId);
    // Missing, or still a placeholder (lib/deferred): scroll once it has rendered.
    if (!target || target.hasAttribute('data-deferred')) return false;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    // Keyboard and screen-reader users continue from the list, not from the button.
    investHeadingRef.current?.focus({ preventScroll: true });
    return true;
  }, []);

  const startInvesting = () => {
    if (scrollToInvest()) return;
    // Search results stand in for the lists: clear the search. Either way, render every list now and scroll once it is there.
    if (showResults) commitSearch('');
    setRevealAll(true);
    setScrollPending(true);
  };

  useEffect(() => {
    if (scrollPending && !showResults && scrollToInvest()) setScrollPending(false);
  }, [scrollPending, showResults, scrollToInvest]);

  return (
    <RevealDeferred.Provider value={revealAll}>
      <PageBlock space="xxxl">
        <SearchHero value={searchText} onCommit={commitSearch} onSubmit={submitSearch} inputRef={inputRef} />
        {/* Results come right under the search box, so a search changes the first screen, not only one further down. */}
        {showResults && <SearchResults text={searchText} headingRef={resultsHeadingRef} />}
        <IntroSection isLogin={isLogin} onStartInvesting={startInvesting} />
        {!showResults && (
          // The lists and their data call wait until they come near the viewport (lib/deferred), then render one by one.
          <Deferred estimatedBlockSize={3600}>
            <PropertyLists investHeadingRef={investHeadingRef} />
          </Deferred>
        )}
        {/* Below the first screen: rendered as they come near (lib/deferred). */}
        <Deferred estimatedBlockSize={700}>
          <CalculatorSection />
        </Deferred>
        <Deferred estimatedBlockSize={600}>
          <AdvantagesSection />
        </Deferred>
        <Deferred estimatedBlockSize={300}>
          <InstallSection />
        </Deferred>
        <Deferred estimatedBlockSize={700}>
          <FaqSection />
        </Deferred>
      </PageBlock>
    </RevealDeferred.Provider>
  );
}
