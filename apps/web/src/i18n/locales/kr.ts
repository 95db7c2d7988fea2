// Every area's kr.json as one catalog: its own chunk, fetched only when kr is the active language.
const files = import.meta.glob<Record<string, string>>('../*/kr.json', { eager: true, import: 'default' });

export default Object.assign({}, ...Object.values(files)) as Record<string, string>;
