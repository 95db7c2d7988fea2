// The types of @vanilla-extract/recipes 0.5.7 (MIT, SEEK) that @sahm/ui's
// declarations name: the recipes' run-time functions ship inside dist/vendor/,
// so their types ship with them and the consumer installs no vanilla-extract.
// The only change: a variant's style rule is `unknown` here (it is
// @vanilla-extract/css' ComplexStyleRule there), as it is compiled away.
type Resolve<T> = {
  [Key in keyof T]: T[Key];
} & {};
type VariantDefinitions = Record<string, unknown>;
type BooleanMap<T> = T extends 'true' | 'false' ? boolean : T;
type VariantGroups = Record<string, VariantDefinitions>;
type VariantSelection<Variants extends VariantGroups> = {
  [VariantGroup in keyof Variants]?: BooleanMap<keyof Variants[VariantGroup]> | undefined;
};
type VariantsClassNames<Variants extends VariantGroups> = {
  [P in keyof Variants]: {
    [PP in keyof Variants[P]]: string;
  };
};
type RecipeClassNames<Variants extends VariantGroups> = {
  base: string;
  variants: VariantsClassNames<Variants>;
};
export type RuntimeFn<Variants extends VariantGroups> = ((options?: Resolve<VariantSelection<Variants>>) => string) & {
  variants: () => (keyof Variants)[];
  classNames: RecipeClassNames<Variants>;
};
export type RecipeVariants<RecipeFn extends RuntimeFn<VariantGroups>> = Resolve<Parameters<RecipeFn>[0]>;
