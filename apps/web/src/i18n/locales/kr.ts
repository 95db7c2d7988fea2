// Every area's kr.json as one catalog: its own chunk, fetched only when kr is the active language. The operator console's is left out: the console's chunk loads it, so investors never download it.
const files = import.meta.glob<Record<string, string>>(['../*/kr.json', '!../admin/kr.json'], { eager: true, import: 'default' });

export default Object.assign({}, ...Object.values(files)) as Record<string, string>;
