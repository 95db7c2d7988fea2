import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import rule from './no-cross-feature-imports.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const home = '/repo/apps/web/src/features/home/components/PropertyRail.tsx';
/** One report, naming the feature reached into. */
const error = (other: string) => [{ message: new RegExp(`features/${other} from features/home:`) }];

new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run('no-cross-feature-imports', rule, {
  valid: [
    // Its own feature, shared folders, packages.
    { filename: home, code: "import * as styles from '../Home.css';" },
    { filename: home, code: "import { useMarketplaceList } from '../api/get-marketplace-list';" },
    { filename: home, code: "import { PropertyGrid } from '../../../components/PropertyGrid/PropertyGrid';" },
    { filename: home, code: "import { paths } from '../../../config/paths';" },
    { filename: home, code: "import { useAuth } from '../../../app/auth';" },
    { filename: home, code: "import { PropertyCard } from '@sahm/ui';" },
    // Outside the features, anything goes (the app composes features).
    { filename: '/repo/apps/web/src/app/routes.tsx', code: "import { getPropertyDetails } from '../features/property-detail/api/get-property-details';" },
    { filename: '/repo/apps/web/src/features/home/HomePage.tsx', code: "import x from '../home/components/IntroSection';" },
  ],
  invalid: [
    { filename: home, code: "import { PropertyGrid } from '../../properties/components/PropertyGrid';", errors: error('properties') },
    { filename: '/repo/apps/web/src/features/home/HomePage.tsx', code: "import { InstallSection } from '../install/InstallSection';", errors: error('install') },
    { filename: '/repo/apps/web/src/features/home/HomePage.test.tsx', code: "import { propertyView } from '../properties/testing';", errors: error('properties') },
    { filename: home, code: "export { PropertyTile } from '../../properties/components/PropertyTile';", errors: error('properties') },
    { filename: home, code: "export * from '../../properties';", errors: error('properties') },
    { filename: home, code: "const detail = () => import('../../property-detail/PropertyDetailPage');", errors: error('property-detail') },
    { filename: 'C:\\repo\\apps\\web\\src\\features\\home\\HomePage.tsx', code: "import x from '../auth/forms';", errors: error('auth') },
  ],
});
