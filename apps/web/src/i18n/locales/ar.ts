// Every area's ar.json as one catalog: its own chunk, fetched only when ar is the active language. The operator console's is left out: the console's chunk loads it, so investors never download it.
const files = import.meta.glob<Record<string, string>>(['../*/ar.json', '!../admin/ar.json'], { eager: true, import: 'default' });

export default Object.assign({}, ...Object.values(files)) as Record<string, string>;
