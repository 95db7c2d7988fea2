// Every area's bh.json as one catalog: its own chunk, fetched only when bh is the active language. The operator console's is left out: the console's chunk loads it, so investors never download it.
const files = import.meta.glob<Record<string, string>>(['../*/bh.json', '!../admin/bh.json'], { eager: true, import: 'default' });

export default Object.assign({}, ...Object.values(files)) as Record<string, string>;
