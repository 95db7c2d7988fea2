// Every area's en.json as one catalog: its own chunk, fetched only when en is the active language.
const files = import.meta.glob<Record<string, string>>('../*/en.json', { eager: true, import: 'default' });

export default Object.assign({}, ...Object.values(files)) as Record<string, string>;
