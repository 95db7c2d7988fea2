// Exports of the layout and typography group: what screens compose so they write almost no CSS.
export { PageBlock, pageBlockElements, type PageBlockProps } from '../components/PageBlock/PageBlock';
export { pageBlockWidths, pageBlockSpaces } from '../components/PageBlock/PageBlock.css';
export { Section, type SectionProps, type SectionLevel } from '../components/Section/Section';
export { sectionSpaces, sectionLevels } from '../components/Section/Section.css';
export { Heading, type HeadingProps, type HeadingLevel } from '../components/Heading/Heading';
export { headingLevels, headingTones } from '../components/Heading/Heading.css';
export { Text, type TextProps } from '../components/Text/Text';
export { textSizes, textTones, textWeights, textAligns, textElements } from '../components/Text/Text.css';
export { VisuallyHidden, type VisuallyHiddenProps, type VisuallyHiddenElement } from '../components/VisuallyHidden/VisuallyHidden';
export { visuallyHiddenElements } from '../components/VisuallyHidden/VisuallyHidden.css';
export { Alert, type AlertProps, type AlertTone } from '../components/Alert/Alert';
export { alertTones } from '../components/Alert/Alert.css';
export { Field, type FieldProps, type FieldControlProps, type FieldLayout } from '../components/Field/Field';
export { fieldLayouts } from '../components/Field/Field.css';
