// Every area's ar.json as one catalog: its own chunk, fetched only when ar is the active language.
const files = import.meta.glob<Record<string, string>>('../*/ar.json', { eager: true, import: 'default' });

export default Object.assign({}, ...Object.values(files)) as Record<string, string>;
