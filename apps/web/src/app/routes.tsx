import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { RouteError } from './layout/RouteError';
import { Shell } from './layout/Shell';

// Each screen is its own chunk, so the first page loads only what it shows.
const HomePage = lazy(() => import('../features/home/HomePage'));
const ViewPropertiesPage = lazy(() => import('../features/properties/ViewPropertiesPage'));
const PropertyDetailPage = lazy(() => import('../features/property-detail/PropertyDetailPage'));
const AboutPage = lazy(() => import('../features/about/AboutPage'));
const LegalPage = lazy(() => import('../features/legal/LegalPage'));
const ContactPage = lazy(() => import('../features/contact/ContactPage'));
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const RegisterPage = lazy(() => import('../features/auth/RegisterPage'));
const OtpPage = lazy(() => import('../features/auth/OtpPage'));
const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'));
const SignedInPage = lazy(() => import('../features/account/SignedInPage'));

/** The route table of spec.md §2, built from config/paths. The Shell applies the guard rules. */
export const routes: RouteObject[] = [
  {
    element: <Shell />,
    errorElement: <RouteError />,
    children: [
      { path: paths.home.path, element: <HomePage /> },
      { path: paths.viewProperties.path, element: <ViewPropertiesPage /> },
      { path: paths.propertyDetail.path, element: <PropertyDetailPage /> },
      { path: paths.aboutUs.path, element: <AboutPage /> },
      { path: paths.termsOfUse.path, element: <LegalPage document="terms" /> },
      { path: paths.privacyPolicy.path, element: <LegalPage document="privacy" /> },
      { path: paths.contactUs.path, element: <ContactPage /> },
      { path: paths.login.path, element: <LoginPage /> },
      { path: paths.register.path, element: <RegisterPage /> },
      { path: paths.otp.path, element: <OtpPage /> },
      { path: paths.forgotPassword.path, element: <ForgotPasswordPage /> },
      { path: paths.resetPassword.path, element: <ResetPasswordPage /> },
      ...(['kycVerification', 'portfolio', 'settings', 'dashboard', 'transactions', 'notifications', 'bids', 'success', 'failure'] as const).map((name) => ({
        path: paths[name].path,
        element: <SignedInPage screen={name} />,
      })),
      // Unknown paths: the Shell's guard sends them to /home or /login.
      { path: '*', element: null },
    ],
  },
];
