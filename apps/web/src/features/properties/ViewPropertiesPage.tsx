import { normalizeSearchText, type PropertyGroup, type PropertyView } from '@sahm/domain';
import { EmptyState, PageBlock, Section, Text, TextField } from '@sahm/ui';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { useMarketplaceGroup } from './api/get-marketplace-group';
import { PropertyGrid } from '../../components/PropertyGrid/PropertyGrid';
import { resolveListState, stateGroups } from './states';
import * as styles from './ViewPropertiesPage.css';
import { LoadError } from '../../components/LoadError/LoadError';

/** Name, city or address contains the typed text, in any script's usual spellings. */
function matches(property: PropertyView, needle: string): boolean {
  if (!needle) return true;
  return [property.name, property.city, property.address].some((field) => normalizeSearchText(field ?? '').includes(needle));
}

/** /view-properties: one category of properties (spec.md §2), chosen by ?state= or the navigation state. */
export default function ViewPropertiesPage() {
  const t = useIntl().formatMessage;
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const urlState = params.get('state');
  const listState = resolveListState(urlState, location.state);

  // Put the category in the URL so a reload or a shared link shows the same list.
  useEffect(() => {
    if (urlState !== listState) navigate(paths.viewProperties.getHref(listState), { replace: true, state: { state: listState } });
  }, [urlState, listState, navigate]);

  return (
    <PropertyList
      key={listState}
      group={stateGroups[listState]}
      heading={t({ id: `properties.heading.${listState}` })}
      lead={t({ id: listState === 'Locked' ? 'properties.leadLocked' : 'properties.lead' })}
    />
  );
}

function PropertyList({ group, heading, lead }: { group: PropertyGroup; heading: string; lead: string }) {
  const t = useIntl().formatMessage;
  const { data, error, isLoading, mutate } = useMarketplaceGroup(group);
  const [text, setText] = useState('');
  const needle = normalizeSearchText(text);
  const shown = useMemo(() => (data ?? []).filter((p) => matches(p, needle)), [data, needle]);

  let content;
  if (error) {
    content = (
      <LoadError onRetry={() => void mutate()} />
    );
  } else if (isLoading || !data) {
    content = <PropertyGrid loading skeletons={8} headingLevel={2} label={t({ id: 'properties.loading' })} />;
  } else if (data.length === 0) {
    content = <EmptyState icon="clock" title={t({ id: 'properties.empty.title' })} description={t({ id: 'properties.empty.description' })} />;
  } else if (shown.length === 0) {
    content = <EmptyState icon="search" title={t({ id: 'properties.noData' })} />;
  } else {
    content = <PropertyGrid properties={shown} headingLevel={2} label={heading} />;
  }

  return (
    <PageBlock>
      <Section level={1} title={heading} lead={lead} />
      {/* Filtering happens as you type; Enter has nothing to submit. */}
      <form role="search" className={styles.search} onSubmit={(event) => event.preventDefault()}>
        <TextField
          type="search"
          leading="search"
          label={t({ id: 'properties.search.label' })}
          placeholder={t({ id: 'properties.search.placeholder' })}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
          enterKeyHint="search"
        />
      </form>
      {/* Always mounted, so the count is announced as the filter changes it. */}
      <Text size="sm" tone="muted" role="status">
        {data && data.length > 0 && !error ? t({ id: 'properties.count' }, { count: shown.length }) : ''}
      </Text>
      {content}
    </PageBlock>
  );
}
