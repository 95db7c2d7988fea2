// Every area's bh.json as one catalog: its own chunk, fetched only when bh is the active language.
const files = import.meta.glob<Record<string, string>>('../*/bh.json', { eager: true, import: 'default' });

export default Object.assign({}, ...Object.values(files)) as Record<string, string>;
